CREATE TABLE "icd_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "icd_terms_word_trgm_idx" ON "icd_terms" USING gin ("word" gin_trgm_ops);