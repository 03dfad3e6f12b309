CREATE TABLE "generation_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"document_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"url" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"prompt" text NOT NULL,
	"assessment_purpose" text,
	"request" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT '' NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"worksheet_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "generation_job_id" integer;--> statement-breakpoint
ALTER TABLE "generation_documents" ADD CONSTRAINT "generation_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_documents_owner_idx" ON "generation_documents" USING btree ("owner_id","document_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_key_idx" ON "generation_jobs" USING btree ("teacher_id","request_key");--> statement-breakpoint
CREATE INDEX "generation_jobs_teacher_idx" ON "generation_jobs" USING btree ("teacher_id","created_at");