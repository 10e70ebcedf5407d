ALTER TABLE "project_versions" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_versions" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A publish version refers to its published version instead of copying it (the published versions are never deleted).
UPDATE "project_versions" SET "document" = NULL WHERE "kind" = 'publish' AND "published_version" IS NOT NULL AND EXISTS (SELECT 1 FROM "published_versions" WHERE "published_versions"."mag_id" = "project_versions"."mag_id" AND "published_versions"."version" = "project_versions"."published_version");--> statement-breakpoint
UPDATE "project_versions" SET "size_bytes" = octet_length(coalesce("document"::text, '')) + octet_length("thumbnail"::text);
