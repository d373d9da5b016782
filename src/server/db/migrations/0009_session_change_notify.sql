-- Decision 145: servers keep recent session lookups in memory; every change that can end a session
-- or alter its user is announced on the channel session_change, so every process forgets it at once.
-- 's:' + the session's stored id (the token's SHA-256) when a session row goes; 'u:' + the user id
-- when a user row changes or goes.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_change', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_change', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_change_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_change_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
