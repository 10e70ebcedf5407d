CREATE TABLE "shop_connections" (
	"mag_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"account_id" text,
	"store_id" text,
	"shipping_methods" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"buyer" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_invoice_items" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"buyer" text NOT NULL,
	"customer_id" text NOT NULL,
	"invoice_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"buyer" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"buyer" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"data" jsonb NOT NULL,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"payment_id" text,
	"change_token" text,
	"change_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"buyer" text NOT NULL,
	"invoice_id" text,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"mag_id" text NOT NULL,
	"product_id" text NOT NULL,
	"active" boolean NOT NULL,
	"currency" text NOT NULL,
	"unit_amount" integer NOT NULL,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"mag_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"shippable" boolean NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_skus" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"mag_id" text NOT NULL,
	"product_id" text NOT NULL,
	"active" boolean NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"image" text,
	"inventory_type" text NOT NULL,
	"inventory_quantity" integer,
	"inventory_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_test_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"mag_id" text NOT NULL,
	"object" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoice_items" ADD CONSTRAINT "shop_invoice_items_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD CONSTRAINT "shop_invoices_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_intents" ADD CONSTRAINT "shop_payment_intents_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prices" ADD CONSTRAINT "shop_prices_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prices" ADD CONSTRAINT "shop_prices_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_test_objects" ADD CONSTRAINT "shop_test_objects_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_customers_buyer_idx" ON "shop_customers" USING btree ("mag_id","buyer");--> statement-breakpoint
CREATE INDEX "shop_invoice_items_customer_idx" ON "shop_invoice_items" USING btree ("customer_id","invoice_id");--> statement-breakpoint
CREATE INDEX "shop_invoices_buyer_idx" ON "shop_invoices" USING btree ("mag_id","buyer");--> statement-breakpoint
CREATE INDEX "shop_orders_buyer_idx" ON "shop_orders" USING btree ("mag_id","buyer");--> statement-breakpoint
CREATE INDEX "shop_payment_intents_buyer_idx" ON "shop_payment_intents" USING btree ("mag_id","buyer");--> statement-breakpoint
CREATE INDEX "shop_prices_mag_idx" ON "shop_prices" USING btree ("mag_id","seq");--> statement-breakpoint
CREATE INDEX "shop_prices_product_idx" ON "shop_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_products_mag_idx" ON "shop_products" USING btree ("mag_id","seq");--> statement-breakpoint
CREATE INDEX "shop_skus_mag_idx" ON "shop_skus" USING btree ("mag_id","seq");--> statement-breakpoint
CREATE INDEX "shop_skus_product_idx" ON "shop_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_test_objects_mag_idx" ON "shop_test_objects" USING btree ("mag_id","object");