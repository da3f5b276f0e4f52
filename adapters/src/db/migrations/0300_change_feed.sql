-- Change notifications for the servers' read cache (adapters/src/db/read-cache.ts): every committed change
-- to a user's account, sessions, subscriptions or projects notifies channel initpack_changes with that
-- user's id, whichever process or tool made it. PostgreSQL sends them at commit, in commit order, once
-- per distinct payload per transaction. The function body keeps its semicolons mid-line: migrate.ts
-- splits statements at line ends.
CREATE OR REPLACE FUNCTION initpack_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN IF TG_OP = 'DELETE' THEN PERFORM pg_notify('initpack_changes', to_jsonb(OLD) ->> TG_ARGV[0]); ELSE PERFORM pg_notify('initpack_changes', to_jsonb(NEW) ->> TG_ARGV[0]); END IF; RETURN NULL; END
$$;

CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION initpack_notify_change('id');
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION initpack_notify_change('user_id');
CREATE TRIGGER subscriptions_notify_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION initpack_notify_change('user_id');
CREATE TRIGGER projects_notify_change AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION initpack_notify_change('user_id');
