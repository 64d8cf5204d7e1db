-- Session cache invalidation (docs/benchmarks.md, "/get-user"): every change to a user's row,
-- consent or sessions notifies 'avatara_user_changed' with the user's id. PostgreSQL delivers a
-- notification when its transaction commits, to every server instance listening, whichever code
-- path (service, raw SQL, psql) made the change.
CREATE OR REPLACE FUNCTION avatara_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('avatara_user_changed', COALESCE(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION avatara_notify_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER consents_changed AFTER INSERT OR UPDATE OR DELETE ON consents FOR EACH ROW EXECUTE FUNCTION avatara_notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION avatara_notify_user_changed('user_id');
