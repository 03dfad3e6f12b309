ALTER TABLE "grading_leases" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "grading_leases" ADD COLUMN "job" jsonb;--> statement-breakpoint
ALTER TABLE "grading_leases" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "xp_earned" integer;