ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
--> statement-breakpoint
-- A sign-in writes only last_sign_in_at: nothing a cached session shows changed, so it notifies no
-- one (the session cache of every instance keeps the user's other sessions). Any other change to
-- the row notifies as before (0009_user_change_notify.sql).
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_sign_in_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sign_in_at'))
  EXECUTE FUNCTION avatara_notify_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION avatara_notify_user_changed('id');
