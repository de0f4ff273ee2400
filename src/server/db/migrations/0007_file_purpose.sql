CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "purpose" text DEFAULT 'document' NOT NULL;--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
UPDATE "files" SET "purpose" = 'contract' WHERE "path" IN (SELECT "file_path" FROM "contract_attachments");--> statement-breakpoint
UPDATE "files" SET "purpose" = 'image' WHERE "purpose" = 'document' AND "content_type" LIKE 'image/%';
