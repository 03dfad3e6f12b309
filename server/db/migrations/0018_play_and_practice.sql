CREATE TABLE "leaderboard_cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"league" smallint NOT NULL,
	"academic_level_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"final_points" integer,
	"final_rank" integer,
	"outcome" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "leaderboard_periods_start_date_unique" UNIQUE("start_date")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"league" smallint DEFAULT 1 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"value" text,
	"selected_option_id" integer,
	"method_answer" text,
	"part_values" jsonb,
	"marks_given" real,
	"is_full_marks" boolean,
	"explanation" text,
	"hints_used" smallint DEFAULT 0 NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"rule" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectible_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectibles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"rule" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"theme_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frozen_days" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "frozen_days_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
CREATE TABLE "student_reward_state" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"freezes_held" smallint DEFAULT 0 NOT NULL,
	"streak_start" date,
	"freezes_earned_in_streak" smallint DEFAULT 0 NOT NULL,
	"level_seen" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_reward_state_freezes" CHECK ("student_reward_state"."freezes_held" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "student_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"badge_id" integer,
	"collectible_id" integer,
	"quiz_id" integer,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "student_rewards_one_kind" CHECK (num_nonnulls("student_rewards"."badge_id", "student_rewards"."collectible_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "hints_used" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_cohorts" ADD CONSTRAINT "leaderboard_cohorts_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_cohorts" ADD CONSTRAINT "leaderboard_cohorts_academic_level_id_academic_levels_id_fk" FOREIGN KEY ("academic_level_id") REFERENCES "public"."academic_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_cohort_id_leaderboard_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."leaderboard_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_players" ADD CONSTRAINT "leaderboard_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_players" ADD CONSTRAINT "leaderboard_players_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_attempts" ADD CONSTRAINT "evaluation_attempts_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_attempts" ADD CONSTRAINT "evaluation_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectibles" ADD CONSTRAINT "collectibles_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectibles" ADD CONSTRAINT "collectibles_theme_id_collectible_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."collectible_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frozen_days" ADD CONSTRAINT "frozen_days_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reward_state" ADD CONSTRAINT "student_reward_state_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rewards" ADD CONSTRAINT "student_rewards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rewards" ADD CONSTRAINT "student_rewards_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rewards" ADD CONSTRAINT "student_rewards_collectible_id_collectibles_id_fk" FOREIGN KEY ("collectible_id") REFERENCES "public"."collectibles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rewards" ADD CONSTRAINT "student_rewards_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_cohorts_period_idx" ON "leaderboard_cohorts" USING btree ("period_id","league","academic_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_entries_period_user_key" ON "leaderboard_entries" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_entries_cohort_idx" ON "leaderboard_entries" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_attempts_key" ON "evaluation_attempts" USING btree ("evaluation_id","attempt");--> statement-breakpoint
CREATE INDEX "evaluation_attempts_quiz_idx" ON "evaluation_attempts" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "collectibles_theme_idx" ON "collectibles" USING btree ("theme_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "student_rewards_badge_key" ON "student_rewards" USING btree ("student_id","badge_id") WHERE "student_rewards"."badge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "student_rewards_collectible_key" ON "student_rewards" USING btree ("student_id","collectible_id") WHERE "student_rewards"."collectible_id" is not null;--> statement-breakpoint
-- Answers marked before attempts were kept become each question's first try (ADR 0062).
INSERT INTO "evaluation_attempts" ("evaluation_id", "quiz_id", "attempt", "value", "selected_option_id", "method_answer", "part_values", "marks_given", "is_full_marks", "explanation", "time_spent", "marked_at")
SELECT "id", "quiz_id", 1, "value", "selected_option_id", "method_answer", "part_values", "marks_given", "is_full_marks", "explanation", "time_spent", coalesce("submitted_at", "updated_at")
FROM "evaluations" WHERE "grading_completed" = true;
