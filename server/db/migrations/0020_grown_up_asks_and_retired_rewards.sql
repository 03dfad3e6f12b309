-- A Lite child's "Ask a grown-up" mails the parents at most once a day (ADR 0064); a retired badge or sticker
-- is no longer awarded, and only the children who earned it still see it (ADR 0066).
ALTER TABLE "student_settings" ADD COLUMN "grown_up_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collectibles" ADD COLUMN "retired_at" timestamp with time zone;