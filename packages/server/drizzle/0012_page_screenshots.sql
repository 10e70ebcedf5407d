CREATE TABLE "page_screenshots" (
	"mag_id" text NOT NULL,
	"page_id" text NOT NULL,
	"version" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_screenshots_page_id_version_pk" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
ALTER TABLE "page_screenshots" ADD CONSTRAINT "page_screenshots_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_screenshots_mag_idx" ON "page_screenshots" USING btree ("mag_id","version");