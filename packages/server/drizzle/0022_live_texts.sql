CREATE TABLE "live_texts" (
	"mag_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"generation" text NOT NULL,
	"state" "bytea" NOT NULL,
	"sessions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_texts_mag_id_widget_id_pk" PRIMARY KEY("mag_id","widget_id")
);
--> statement-breakpoint
ALTER TABLE "live_texts" ADD CONSTRAINT "live_texts_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_texts" ADD CONSTRAINT "live_texts_mag_id_widget_id_widgets_mag_id_id_fk" FOREIGN KEY ("mag_id","widget_id") REFERENCES "public"."widgets"("mag_id","id") ON DELETE cascade ON UPDATE no action;