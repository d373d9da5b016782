-- Issue 19 §3: the chat asks on every question whether its in-memory index is still current. It
-- counted the passages (a scan of the whole table: 130-150 ms at 100,000 passages on PGlite); it
-- now reads one row. Every statement that changes knowledge_passages bumps the row's number in the
-- same transaction, so a process that sees the new number also sees the rows that made it.
INSERT INTO server_meta (key, value) VALUES ('knowledge_version', '0') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_knowledge_version() RETURNS trigger AS $$
BEGIN
  UPDATE server_meta SET value = (value::bigint + 1)::text, updated_at = now()
    WHERE key = 'knowledge_version';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER knowledge_passages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_passages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_knowledge_version();
