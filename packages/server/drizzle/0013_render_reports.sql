CREATE TABLE "render_reports" (
	"seq" serial PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"viewport" text NOT NULL,
	"start_page" integer NOT NULL,
	"widgets_count" integer NOT NULL,
	"device" text NOT NULL,
	"first_render" integer NOT NULL,
	"timing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "render_reports" ADD CONSTRAINT "render_reports_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_reports_mag_idx" ON "render_reports" USING btree ("mag_id","seq");