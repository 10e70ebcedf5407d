CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"mag_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"page_id" text NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("mag_id","widget_id","seq");