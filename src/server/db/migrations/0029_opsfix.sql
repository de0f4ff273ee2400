CREATE TABLE "fill_rule_stems" (
	"rule_id" text NOT NULL,
	"stem" text NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "fill_rule_stems_rule_id_stem_pk" PRIMARY KEY("rule_id","stem")
);
--> statement-breakpoint
ALTER TABLE "fill_rule_stems" ADD CONSTRAINT "fill_rule_stems_rule_id_fill_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fill_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Codes issued before the stems were kept: each counter whose period still shows the rule's date text
-- gives its stem under the rule's present prefix and date part, so the next code of that stem goes on
-- from the highest sequence already issued.
INSERT INTO "fill_rule_stems" ("rule_id", "stem", "seq")
SELECT r."id", r."prefix" || left(c."period", d."digits"), max(c."seq")
FROM "fill_rule_counters" c
JOIN "fill_rules" r ON r."id" = c."rule_id"
CROSS JOIN LATERAL (SELECT CASE r."date_part" WHEN 'yyyy' THEN 4 WHEN 'yyyyMM' THEN 6 WHEN 'yyyyMMdd' THEN 8 ELSE 0 END AS "digits") d
WHERE length(c."period") >= d."digits"
GROUP BY r."id", 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Databases seeded before migration 0025 lack the buttons of 分类字典, 地址管理 and 多数据源: each is added
-- under its page (found by component) unless a row with its permission code exists (a deleted one too: an
-- administrator removed it), after the page's other buttons, and granted to the roles that hold the page.
-- A fresh database has no pages yet at this point; its seed adds the buttons itself. Running it again
-- adds nothing.
WITH "wanted" ("component", "name", "perms") AS (
  VALUES ('system/CategoryList', '编辑分类', 'system:category:edit'),
         ('system/AddressList', '地址管理', 'system:address:manage'),
         ('system/DataSourceList', '数据源管理', 'system:dataSource:manage')
), "added" AS (
  INSERT INTO "permissions" ("id", "parent_id", "name", "menu_type", "perms", "perms_type", "sort_no", "created_by")
  SELECT gen_random_uuid()::text, page."id", w."name", 2, w."perms", '1',
    coalesce((SELECT max(c."sort_no") FROM "permissions" c WHERE c."parent_id" = page."id"), 0) + 1, 'admin'
  FROM "wanted" w
  CROSS JOIN LATERAL (
    SELECT p."id" FROM "permissions" p WHERE p."component" = w."component" AND NOT p."deleted" ORDER BY p."created_at", p."id" LIMIT 1
  ) page
  WHERE NOT EXISTS (SELECT 1 FROM "permissions" m WHERE m."perms" = w."perms")
  RETURNING "id", "parent_id"
)
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", a."id" FROM "added" a JOIN "role_permissions" rp ON rp."permission_id" = a."parent_id"
ON CONFLICT DO NOTHING;
