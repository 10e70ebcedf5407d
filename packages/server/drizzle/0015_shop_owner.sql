CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"user_id" text NOT NULL,
	"mag_id" text,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_connections" ADD COLUMN "shipping_rules" jsonb;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD COLUMN "tax_rates" jsonb;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "shop_orders_mag_created_idx" ON "shop_orders" USING btree ("mag_id","created_at");