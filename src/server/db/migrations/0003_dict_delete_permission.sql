-- Databases seeded before dictionaries could be deleted gain the 删除字典 button (system:dict:delete)
-- next to 编辑字典, granted to every role that may edit dictionaries. A fresh database has no
-- permissions yet at this point; its seed adds the button itself.
INSERT INTO "permissions" ("id", "parent_id", "name", "menu_type", "perms", "perms_type", "sort_no")
SELECT gen_random_uuid()::text, e."parent_id", '删除字典', e."menu_type", 'system:dict:delete', e."perms_type", e."sort_no" + 0.5
FROM "permissions" e
WHERE e."perms" = 'system:dict:edit' AND NOT e."deleted"
  AND NOT EXISTS (SELECT 1 FROM "permissions" d WHERE d."perms" = 'system:dict:delete');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", d."id"
FROM "role_permissions" rp
JOIN "permissions" e ON e."id" = rp."permission_id" AND e."perms" = 'system:dict:edit'
JOIN "permissions" d ON d."perms" = 'system:dict:delete' AND NOT d."deleted"
ON CONFLICT DO NOTHING;
