CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_chapters" (
	"number" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"range" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_number" integer NOT NULL,
	"billable" boolean NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"chapter" integer NOT NULL,
	"section" text NOT NULL,
	"category3" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"search_query" text NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"source_file" text NOT NULL,
	"code_count" integer NOT NULL,
	"billable_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icd_releases_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "icd_sections" (
	"range" text PRIMARY KEY NOT NULL,
	"chapter" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"loan_amount_cents" integer NOT NULL,
	"interest_rate" double precision NOT NULL,
	"term_years" integer NOT NULL,
	"monthly_payment_cents" integer NOT NULL,
	"extra_monthly_cents" integer DEFAULT 0 NOT NULL,
	"residency_years" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"selected_answer" text,
	"correct" boolean NOT NULL,
	"time_spent_seconds" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_type" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"explanation" text NOT NULL,
	"learning_objective" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrub_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"sizes" jsonb NOT NULL,
	"color" text NOT NULL,
	"illustration" text,
	CONSTRAINT "scrub_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icd_bookmarks" ADD CONSTRAINT "icd_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icd_history" ADD CONSTRAINT "icd_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_plans" ADD CONSTRAINT "loan_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_practice_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."practice_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "icd_bookmarks_user_code_idx" ON "icd_bookmarks" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "icd_codes_code_idx" ON "icd_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "icd_codes_order_idx" ON "icd_codes" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "icd_codes_chapter_idx" ON "icd_codes" USING btree ("chapter","order_number");--> statement-breakpoint
CREATE INDEX "icd_history_user_accessed_idx" ON "icd_history" USING btree ("user_id","accessed_at");--> statement-breakpoint
CREATE INDEX "loan_plans_user_created_idx" ON "loan_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_answers_question_idx" ON "practice_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_answers_user_answered_idx" ON "practice_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_questions_user_created_idx" ON "practice_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_questions_user_text_idx" ON "practice_questions" USING btree ("user_id","text_hash");--> statement-breakpoint
CREATE INDEX "scrub_products_category_idx" ON "scrub_products" USING btree ("category");