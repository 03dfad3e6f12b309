CREATE TABLE "session_log_batches" (
	"session_log_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_log_batches_session_log_id_seq_pk" PRIMARY KEY("session_log_id","seq")
);
--> statement-breakpoint
CREATE TABLE "session_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"recording_key" text NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"environment" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"actors" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_logs_recording_key_unique" UNIQUE("recording_key")
);
--> statement-breakpoint
CREATE TABLE "session_recording_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_log_batches" ADD CONSTRAINT "session_log_batches_session_log_id_session_logs_id_fk" FOREIGN KEY ("session_log_id") REFERENCES "public"."session_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_logs" ADD CONSTRAINT "session_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_recording_consents" ADD CONSTRAINT "session_recording_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_logs_user_idx" ON "session_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_logs_created_idx" ON "session_logs" USING btree ("created_at");