CREATE TABLE "job_progress" (
	"job_id" text PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"owner_id" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_batch_parts" (
	"job_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"path" text NOT NULL,
	"records" integer NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_batch_parts_job_id_chunk_pk" PRIMARY KEY("job_id","chunk")
);
--> statement-breakpoint
CREATE INDEX "job_progress_owner_idx" ON "job_progress" USING btree ("owner_id");