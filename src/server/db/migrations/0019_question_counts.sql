CREATE TABLE "question_counts" (
	"status" "question_status" PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 19 §3: the agents' queue counts its questions for its page count from here. Each statement
-- on questions adds what it inserted and takes away what it deleted, by status, in its own
-- transaction (statement triggers with transition tables: a bulk insert is one update, not one a row).
INSERT INTO question_counts (status, n)
  SELECT s, (SELECT count(*) FROM questions q WHERE q.status = s)
  FROM unnest(enum_range(NULL::question_status)) AS s;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_questions() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE question_counts c SET n = c.n - d.k
      FROM (SELECT status, count(*)::int AS k FROM old_rows GROUP BY status) d WHERE c.status = d.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE question_counts c SET n = c.n + d.k
      FROM (SELECT status, count(*)::int AS k FROM new_rows GROUP BY status) d WHERE c.status = d.status;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER questions_counted_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_questions();
--> statement-breakpoint
CREATE TRIGGER questions_counted_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_questions();
--> statement-breakpoint
CREATE TRIGGER questions_counted_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_questions();
