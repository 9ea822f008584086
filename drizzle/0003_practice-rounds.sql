DROP INDEX "practice_questions_user_text_idx";--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_questions_user_text_round_idx" ON "practice_questions" USING btree ("user_id","text_hash","round");--> statement-breakpoint
CREATE INDEX "practice_questions_user_category_idx" ON "practice_questions" USING btree ("user_id","category","question_type","round","source_id");