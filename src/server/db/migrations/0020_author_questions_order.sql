DROP INDEX "questions_author_created_idx";--> statement-breakpoint
CREATE INDEX "questions_author_created_id_idx" ON "questions" USING btree ("author_id","created_at","id");