CREATE TABLE "data_log" (
	"id" text PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"username" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_rule_counters" (
	"rule_id" text NOT NULL,
	"period" text NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "fill_rule_counters_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "fill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_code" text NOT NULL,
	"rule_name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_part" text DEFAULT 'yyyyMMdd' NOT NULL,
	"seq_width" integer DEFAULT 6 NOT NULL,
	"reset_period" text DEFAULT 'day' NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "user_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "check_rules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fill_rule_counters" ADD CONSTRAINT "fill_rule_counters_rule_id_fill_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fill_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_log_row_idx" ON "data_log" USING btree ("table_name","row_id","at");--> statement-breakpoint
CREATE INDEX "data_log_at_idx" ON "data_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "data_log_user_idx" ON "data_log" USING btree ("username","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fill_rules_rule_code_key" ON "fill_rules" USING btree ("rule_code");--> statement-breakpoint
CREATE INDEX "fill_rules_created_idx" ON "fill_rules" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_code_key" ON "positions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "positions_rank_idx" ON "positions" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "user_positions_position_idx" ON "user_positions" USING btree ("position_id");