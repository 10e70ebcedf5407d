ALTER TABLE "shop_invoices" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD COLUMN "tracking_url" text;--> statement-breakpoint
CREATE INDEX "shop_invoices_mag_created_idx" ON "shop_invoices" USING btree ("mag_id","created_at");