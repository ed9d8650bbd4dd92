-- Issue 19: the server keeps signed-in sessions in memory (lib/session-cache.ts, lib/change-feed.ts). Every change to
-- what a session answers (the session itself, its user, the user's organisation group or trusted
-- party) tells every server process at commit, so each drops its cached sessions at once. Statement
-- triggers: one notification per statement (and PostgreSQL folds repeats within a transaction). A
-- session's lastSeenAt is not among the watched columns: touching a session changes nothing cached.
CREATE OR REPLACE FUNCTION navia_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('navia_changes', 'auth:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_del AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION navia_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_upd
  AFTER UPDATE OF token_hash, user_id, remember, created_at, expires_at, view_as_user_id, view_as_return_path ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION navia_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION navia_auth_changed();
--> statement-breakpoint
CREATE TRIGGER org_groups_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON org_groups
  FOR EACH STATEMENT EXECUTE FUNCTION navia_auth_changed();
--> statement-breakpoint
CREATE TRIGGER trusted_parties_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON trusted_parties
  FOR EACH STATEMENT EXECUTE FUNCTION navia_auth_changed();
