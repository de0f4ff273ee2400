-- Databases seeded before template administrators existed gain the 模板管理员 button
-- (print:template:manage) next to 删除模板, granted to the roles holding every live permission row
-- (the platform administrators', as the menu editor hands out a new row), counted before the row
-- exists: every part of one statement sees the same snapshot. A fresh database has no permissions yet
-- at this point; its seed adds the button itself.
WITH "everything" AS (
  SELECT rp."role_id"
  FROM "role_permissions" rp
  JOIN "permissions" p ON p."id" = rp."permission_id" AND NOT p."deleted"
  GROUP BY rp."role_id"
  HAVING count(*) = (SELECT count(*) FROM "permissions" WHERE NOT "deleted")
), "button" AS (
  INSERT INTO "permissions" ("id", "parent_id", "name", "menu_type", "perms", "perms_type", "sort_no")
  SELECT gen_random_uuid()::text, d."parent_id", '模板管理员', d."menu_type", 'print:template:manage', d."perms_type", d."sort_no" + 0.5
  FROM "permissions" d
  WHERE d."perms" = 'print:template:delete' AND NOT d."deleted"
    AND NOT EXISTS (SELECT 1 FROM "permissions" m WHERE m."perms" = 'print:template:manage')
  LIMIT 1
  RETURNING "id"
)
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT "everything"."role_id", "button"."id" FROM "everything" CROSS JOIN "button";
