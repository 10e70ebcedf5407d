ALTER TABLE "shop_invoices" ADD COLUMN "change_token" text;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD COLUMN "change_until" timestamp with time zone;