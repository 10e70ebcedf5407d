CREATE TABLE "draft_screenshots" (
	"page_id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"revision" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_screenshots" ADD CONSTRAINT "draft_screenshots_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_screenshots" ADD CONSTRAINT "draft_screenshots_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_screenshots_mag_idx" ON "draft_screenshots" USING btree ("mag_id");