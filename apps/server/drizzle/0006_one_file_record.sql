-- Decision 017: the files table becomes the one record of where a presentation's files live. Its new
-- columns start empty; the existing rows and what presentations.source_key, .deliverables and .artifacts
-- recorded are moved in before the columns become required and the old places are dropped.
ALTER TABLE "files" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "file_size" DROP NOT NULL;--> statement-breakpoint
-- file_url was written but never read; file_type ("pdf", "docx") becomes kind and content_type.
ALTER TABLE "files" DROP COLUMN "file_type";--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "file_url";--> statement-breakpoint
-- Every file row written so far is an upload: the upload was the only file given a row.
UPDATE "files" SET "kind" = 'source';--> statement-breakpoint
-- An upload recorded only in presentations.source_key gets its row.
INSERT INTO "files" ("presentation_id", "kind", "filename", "storage_key")
SELECT p."id", 'source', coalesce(p."pdf_filename", regexp_replace(p."source_key", '^.*/', '')), p."source_key"
FROM "presentations" p
WHERE p."source_key" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "files" f WHERE f."presentation_id" = p."id");--> statement-breakpoint
-- The generated files: presentations.deliverables held their storage keys by file name.
INSERT INTO "files" ("presentation_id", "kind", "filename", "storage_key")
SELECT p."id", 'deliverable', d."key", d."value"
FROM "presentations" p
CROSS JOIN LATERAL jsonb_each_text(
  CASE WHEN jsonb_typeof(p."deliverables") = 'object' THEN p."deliverables" ELSE '{}'::jsonb END
) AS d
WHERE d."value" IS NOT NULL;--> statement-breakpoint
-- The thesis's pictures: presentations.artifacts held { key, contentType, listed } by artifact name.
INSERT INTO "files" ("presentation_id", "kind", "filename", "storage_key", "content_type", "listed")
SELECT p."id", 'artifact', a."key", a."value"->>'key', a."value"->>'contentType',
  coalesce((a."value"->>'listed')::boolean, false)
FROM "presentations" p
CROSS JOIN LATERAL jsonb_each(
  CASE WHEN jsonb_typeof(p."artifacts") = 'object' THEN p."artifacts" ELSE '{}'::jsonb END
) AS a
WHERE a."value"->>'key' IS NOT NULL;--> statement-breakpoint
-- Content types nothing recorded: from the file name's extension, as the file route serves them.
UPDATE "files" SET "content_type" = CASE lower(substring("filename" from '\.[A-Za-z0-9]+$'))
  WHEN '.pdf' THEN 'application/pdf'
  WHEN '.docx' THEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  WHEN '.doc' THEN 'application/msword'
  WHEN '.pptx' THEN 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  WHEN '.png' THEN 'image/png'
  WHEN '.svg' THEN 'image/svg+xml'
  WHEN '.json' THEN 'application/json'
  ELSE 'application/octet-stream'
END
WHERE "content_type" IS NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "content_type" SET NOT NULL;--> statement-breakpoint
DROP INDEX "files_presentation_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "files_presentation_kind_name_idx" ON "files" USING btree ("presentation_id","kind","filename");--> statement-breakpoint
CREATE UNIQUE INDEX "files_one_source_idx" ON "files" USING btree ("presentation_id") WHERE "files"."kind" = 'source';--> statement-breakpoint
-- The URL columns were written but never read (URLs are derived from the id and the file name), and the
-- keys they held are in files now.
ALTER TABLE "presentations" DROP COLUMN "pdf_url";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "source_key";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "powerpoint_url";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "professor_questions_pdf";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "speaker_notes_pdf";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "deliverables";--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "artifacts";
