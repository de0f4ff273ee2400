CREATE TABLE "supplier_events" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"audit_status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"credit_code" text,
	"bank_name" text,
	"bank_account" text,
	"suspended_at" timestamp with time zone,
	"suspend_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "supplier_qualifications" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"qual_type" text NOT NULL,
	"number" text NOT NULL,
	"file_name" text,
	"file_path" text,
	"expiry_date" date NOT NULL,
	"reminded_for" date,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "supplier_white_list" (
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "supplier_white_list_restaurant_id_supplier_id_pk" PRIMARY KEY("restaurant_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_qualifications" ADD CONSTRAINT "supplier_qualifications_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_white_list" ADD CONSTRAINT "supplier_white_list_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_white_list" ADD CONSTRAINT "supplier_white_list_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_events_supplier_idx" ON "supplier_events" USING btree ("supplier_id","at");--> statement-breakpoint
CREATE INDEX "supplier_profiles_audit_idx" ON "supplier_profiles" USING btree ("audit_status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_profiles_suspended_idx" ON "supplier_profiles" USING btree ("suspended_at");--> statement-breakpoint
CREATE INDEX "supplier_qualifications_supplier_idx" ON "supplier_qualifications" USING btree ("supplier_id","expiry_date");--> statement-breakpoint
CREATE INDEX "supplier_qualifications_expiry_idx" ON "supplier_qualifications" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "supplier_qualifications_created_idx" ON "supplier_qualifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "supplier_white_list_supplier_idx" ON "supplier_white_list" USING btree ("supplier_id");