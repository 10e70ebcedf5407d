CREATE TABLE "custom_fonts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"css_name" text NOT NULL,
	"blob_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"source_format" text NOT NULL,
	"file_name" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_fonts" ADD CONSTRAINT "custom_fonts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fonts_user_idx" ON "custom_fonts" USING btree ("user_id");