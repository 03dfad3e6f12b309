CREATE TABLE "default_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_level_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"prompt_type_id" smallint NOT NULL,
	"question_type_id" smallint,
	"model_id" text NOT NULL,
	"prompt" text NOT NULL,
	"pre_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "default_prompts_key" UNIQUE NULLS NOT DISTINCT("academic_level_id","subject_id","prompt_type_id","question_type_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "default_thresholds" (
	"subject_id" integer NOT NULL,
	"academic_level_id" integer NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "default_thresholds_subject_id_academic_level_id_pk" PRIMARY KEY("subject_id","academic_level_id")
);
--> statement-breakpoint
CREATE TABLE "oral_scoring_settings" (
	"subject_id" integer NOT NULL,
	"academic_level_id" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oral_scoring_settings_subject_id_academic_level_id_pk" PRIMARY KEY("subject_id","academic_level_id")
);
--> statement-breakpoint
CREATE TABLE "question_prompts" (
	"question_id" integer NOT NULL,
	"prompt_type_id" smallint NOT NULL,
	"model_id" text,
	"prompt_text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_prompts_question_id_prompt_type_id_pk" PRIMARY KEY("question_id","prompt_type_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_prompts" (
	"course_tagging_id" integer PRIMARY KEY NOT NULL,
	"prompt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "default_prompts" ADD CONSTRAINT "default_prompts_academic_level_id_academic_levels_id_fk" FOREIGN KEY ("academic_level_id") REFERENCES "public"."academic_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_prompts" ADD CONSTRAINT "default_prompts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_thresholds" ADD CONSTRAINT "default_thresholds_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_thresholds" ADD CONSTRAINT "default_thresholds_academic_level_id_academic_levels_id_fk" FOREIGN KEY ("academic_level_id") REFERENCES "public"."academic_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oral_scoring_settings" ADD CONSTRAINT "oral_scoring_settings_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oral_scoring_settings" ADD CONSTRAINT "oral_scoring_settings_academic_level_id_academic_levels_id_fk" FOREIGN KEY ("academic_level_id") REFERENCES "public"."academic_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_prompts" ADD CONSTRAINT "question_prompts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_prompts" ADD CONSTRAINT "question_prompts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_prompts" ADD CONSTRAINT "scoring_prompts_course_tagging_id_course_taggings_id_fk" FOREIGN KEY ("course_tagging_id") REFERENCES "public"."course_taggings"("id") ON DELETE cascade ON UPDATE no action;