CREATE TABLE "data_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'postgres' NOT NULL,
	"url_sealed" text NOT NULL,
	"url_hint" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "depart_heads" (
	"depart_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "depart_heads_depart_id_user_id_pk" PRIMARY KEY("depart_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "depart_heads" ADD CONSTRAINT "depart_heads_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depart_heads" ADD CONSTRAINT "depart_heads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_sources_code_key" ON "data_sources" USING btree ("code");--> statement-breakpoint
CREATE INDEX "data_sources_created_idx" ON "data_sources" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "depart_heads_user_idx" ON "depart_heads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");