CREATE TABLE "demo_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"value" text,
	"selected_option_id" integer,
	"marks_given" real NOT NULL,
	"is_full_marks" boolean NOT NULL,
	"explanation" text NOT NULL,
	"findings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_worksheets" (
	"worksheet_id" integer PRIMARY KEY NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_attempt_answers" (
	"attempt_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"marks_given" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"total_score" real DEFAULT 0 NOT NULL,
	"max_score" real NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demo_answers" ADD CONSTRAINT "demo_answers_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_answers" ADD CONSTRAINT "demo_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_worksheets" ADD CONSTRAINT "public_worksheets_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_attempt_answers" ADD CONSTRAINT "shared_attempt_answers_attempt_id_shared_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."shared_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_attempt_answers" ADD CONSTRAINT "shared_attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_attempts" ADD CONSTRAINT "shared_attempts_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_attempts" ADD CONSTRAINT "shared_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_answers_key" ON "demo_answers" USING btree ("worksheet_id","session_id","question_id");--> statement-breakpoint
CREATE INDEX "demo_answers_created_idx" ON "demo_answers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_attempt_answers_key" ON "shared_attempt_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "shared_attempts_worksheet_idx" ON "shared_attempts" USING btree ("worksheet_id");