CREATE TABLE "online_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"definition" jsonb NOT NULL,
	"menu_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "online_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sql" text NOT NULL,
	"params" jsonb NOT NULL,
	"chart" jsonb,
	"template_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "online_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "online_rows" ADD CONSTRAINT "online_rows_form_id_online_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."online_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_forms_code_key" ON "online_forms" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "online_reports_code_key" ON "online_reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "online_rows_form_created_idx" ON "online_rows" USING btree ("form_id","created_at","id");--> statement-breakpoint
CREATE INDEX "online_rows_data_gin" ON "online_rows" USING gin ("data" jsonb_path_ops);