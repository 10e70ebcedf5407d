CREATE TABLE "mags" (
	"id" text PRIMARY KEY NOT NULL,
	"num_id" serial NOT NULL,
	"user_id" text NOT NULL,
	"uri" text,
	"published_uri" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"published_version" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"private_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass" text,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mags_num_id_unique" UNIQUE("num_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"num_id" serial NOT NULL,
	"mag_id" text NOT NULL,
	"position" integer NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "pages_num_id_unique" UNIQUE("num_id")
);
--> statement-breakpoint
CREATE TABLE "published_versions" (
	"mag_id" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_versions_mag_id_version_pk" PRIMARY KEY("mag_id","version")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" text NOT NULL,
	"mag_id" text NOT NULL,
	"page_id" text NOT NULL,
	"seq" serial NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "widgets_mag_id_id_pk" PRIMARY KEY("mag_id","id")
);
--> statement-breakpoint
ALTER TABLE "mags" ADD CONSTRAINT "mags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_versions" ADD CONSTRAINT "published_versions_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_mag_id_mags_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mags_user_idx" ON "mags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mags_user_uri_idx" ON "mags" USING btree ("user_id","uri");--> statement-breakpoint
CREATE UNIQUE INDEX "mags_user_published_uri_idx" ON "mags" USING btree ("user_id","published_uri");--> statement-breakpoint
CREATE INDEX "pages_mag_idx" ON "pages" USING btree ("mag_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "widgets_page_idx" ON "widgets" USING btree ("page_id");