-- Tell every listener that what a user's bell shows may have changed: an announcement was added, edited,
-- released, revoked or deleted, or a send row (an address, a read) changed. The embedded server keeps each
-- user's bell answer in memory and drops it on this (PGlite delivers the notification before the changing
-- statement returns). Per statement, not per row: a release to thousands of users is one notification.
CREATE FUNCTION "notify_notice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('larder_notices', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "announcements_notify_notices" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION "notify_notice_change"();
--> statement-breakpoint
CREATE TRIGGER "announcement_sends_notify_notices" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcement_sends" FOR EACH STATEMENT EXECUTE FUNCTION "notify_notice_change"();
