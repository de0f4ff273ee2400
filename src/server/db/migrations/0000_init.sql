CREATE TABLE "depart_permissions" (
	"depart_id" text NOT NULL,
	"permission_id" text NOT NULL,
	CONSTRAINT "depart_permissions_depart_id_permission_id_pk" PRIMARY KEY("depart_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"org_code" text NOT NULL,
	"org_category" text DEFAULT '2' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"icon" text,
	"menu_type" integer DEFAULT 0 NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"route" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"description" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"landing_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_departments" (
	"user_id" text NOT NULL,
	"depart_id" text NOT NULL,
	CONSTRAINT "user_departments_user_id_depart_id_pk" PRIMARY KEY("user_id","depart_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"email" text,
	"avatar" text,
	"user_type" integer DEFAULT 4 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"org_code" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"username" text,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "check_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_json" jsonb NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage" text DEFAULT 'local' NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"annt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_flag" text DEFAULT '0' NOT NULL,
	"read_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"titile" text NOT NULL,
	"msg_content" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sender" text,
	"priority" text DEFAULT 'L' NOT NULL,
	"msg_category" text DEFAULT '1' NOT NULL,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"send_status" text DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"open_type" text,
	"open_page" text,
	"bus_id" text,
	"bus_type" text,
	"user_ids" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"depart_id" text,
	"address" text,
	"contact" text,
	"phone" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "contract_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"att_type" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"group_no" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text,
	"product_name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2),
	"status" text NOT NULL,
	"arrival_date" date,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"depart_id" text,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "service_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"begin_date" date,
	"end_date" date,
	"total_amount" numeric(12, 2),
	"annual_trade" numeric(14, 2),
	"notify" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"product_name" text NOT NULL,
	"price" numeric(12, 2),
	"price_status" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"contact" text,
	"phone" text,
	"status" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "print_template_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" text,
	"owner_id" text,
	"body" json NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "depart_permissions" ADD CONSTRAINT "depart_permissions_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depart_permissions" ADD CONSTRAINT "depart_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_dict_id_dictionaries_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_sends" ADD CONSTRAINT "announcement_sends_annt_id_announcements_id_fk" FOREIGN KEY ("annt_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_sends" ADD CONSTRAINT "announcement_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_contract_id_service_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."service_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_type_id_print_template_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."print_template_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_code_key" ON "departments" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "permissions_parent_idx" ON "permissions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_role_code_key" ON "roles" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "user_departments_depart_idx" ON "user_departments" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_key" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_rules_rule_code_key" ON "check_rules" USING btree ("rule_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_dict_code_key" ON "dictionaries" USING btree ("dict_code");--> statement-breakpoint
CREATE INDEX "dictionary_items_dict_idx" ON "dictionary_items" USING btree ("dict_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "files_path_key" ON "files" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_sends_annt_user_key" ON "announcement_sends" USING btree ("annt_id","user_id");--> statement-breakpoint
CREATE INDEX "announcement_sends_user_idx" ON "announcement_sends" USING btree ("user_id","read_flag");--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("send_status","send_time");--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_code_key" ON "colleges" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contract_attachments_contract_idx" ON "contract_attachments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "order_items_status_supplier_idx" ON "order_items" USING btree ("status","supplier_id");--> statement-breakpoint
CREATE INDEX "order_items_status_restaurant_idx" ON "order_items" USING btree ("status","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_college_idx" ON "restaurants" USING btree ("college_id");--> statement-breakpoint
CREATE INDEX "restaurants_depart_idx" ON "restaurants" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "service_contracts_supplier_idx" ON "service_contracts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_products_status_idx" ON "supplier_products" USING btree ("price_status","supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_user_idx" ON "suppliers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_template_types_code_key" ON "print_template_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "print_templates_type_idx" ON "print_templates" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "print_templates_owner_idx" ON "print_templates" USING btree ("owner_id");