CREATE TABLE "parental_consent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"child_first_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "parental_consent_requests_hash_key" ON "parental_consent_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parental_consent_requests_expiry_idx" ON "parental_consent_requests" USING btree ("expires_at");--> statement-breakpoint
-- Accounts made before verification existed count as verified from when they were made (ADR 0057).
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL;
