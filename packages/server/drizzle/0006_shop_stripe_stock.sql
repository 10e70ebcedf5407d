CREATE TABLE "shop_stripe_stock" (
	"mag_id" text NOT NULL,
	"price_id" text NOT NULL,
	"inventory_type" text NOT NULL,
	"inventory_quantity" integer,
	"inventory_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_stripe_stock_mag_id_price_id_pk" PRIMARY KEY("mag_id","price_id")
);
--> statement-breakpoint
ALTER TABLE "shop_stripe_stock" ADD CONSTRAINT "shop_stripe_stock_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;