DROP INDEX "questions_status_created_idx";--> statement-breakpoint
CREATE INDEX "questions_status_created_id_idx" ON "questions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_queue_idx" ON "questions" USING btree (("status" <> 'open'),"created_at","id");