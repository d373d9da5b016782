ALTER TABLE "knowledge_passages" ADD COLUMN "question_id" uuid;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_question_id_idx" ON "knowledge_passages" USING btree ("question_id");--> statement-breakpoint
-- Passages of questions deleted before this link existed (their authors' accounts deleted): gone.
DELETE FROM "knowledge_passages" WHERE "source_key" LIKE 'question:%'
  AND NOT EXISTS (SELECT 1 FROM "questions" q WHERE 'question:' || q."id"::text = "knowledge_passages"."source_key");
--> statement-breakpoint
UPDATE "knowledge_passages" SET "question_id" = substring("source_key" from 10)::uuid
  WHERE "source_key" LIKE 'question:%';
