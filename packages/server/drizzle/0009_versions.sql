CREATE TABLE "project_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"revision" integer NOT NULL,
	"published_version" integer,
	"restored_from" text,
	"document" jsonb NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"page_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_versions_mag_idx" ON "project_versions" USING btree ("mag_id","created_at");