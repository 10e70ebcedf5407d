ALTER TABLE "mags" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "mags" ADD CONSTRAINT "mags_custom_domain_unique" UNIQUE("custom_domain");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_custom_domain_unique" UNIQUE("custom_domain");