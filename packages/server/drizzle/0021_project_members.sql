CREATE TABLE "project_members" (
	"mag_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_mag_id_email_pk" PRIMARY KEY("mag_id","email")
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_members_email_idx" ON "project_members" USING btree ("email");