-- Tell every listener whose sign-in state may have changed: a session or user row changed (payload: the
-- user id), or who may do what changed (payload '*'). The embedded server keeps resolved sessions in memory
-- and drops them on these notifications (PGlite delivers them before the changing statement returns).
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('larder_auth', COALESCE(NEW.user_id, OLD.user_id));
  ELSE
    PERFORM pg_notify('larder_auth', COALESCE(NEW.id, OLD.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_auth" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_permission_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "permission_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('larder_auth', '*');
  RETURN NULL;
END
$$;
