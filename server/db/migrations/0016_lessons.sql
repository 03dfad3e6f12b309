CREATE TABLE "lesson_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"class_id" integer,
	"date_assigned" date NOT NULL,
	"due_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_item_completions" (
	"item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_item_completions_item_id_student_id_pk" PRIMARY KEY("item_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"item_type_id" smallint NOT NULL,
	"title" text NOT NULL,
	"worksheet_id" integer,
	"content_id" integer,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"title" text NOT NULL,
	"topic_id" integer,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lesson_type_id" smallint NOT NULL,
	"course_id" integer NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"is_psle_hub" boolean DEFAULT false NOT NULL,
	"needs_reassignment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "lesson_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_completions" ADD CONSTRAINT "lesson_item_completions_item_id_lesson_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_completions" ADD CONSTRAINT "lesson_item_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_section_id_lesson_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."lesson_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sections" ADD CONSTRAINT "lesson_sections_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sections" ADD CONSTRAINT "lesson_sections_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_assignments_lesson_idx" ON "lesson_assignments" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_item_completions_student_idx" ON "lesson_item_completions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lesson_items_section_idx" ON "lesson_items" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "lesson_items_worksheet_idx" ON "lesson_items" USING btree ("worksheet_id");--> statement-breakpoint
CREATE INDEX "lesson_sections_lesson_idx" ON "lesson_sections" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_school_idx" ON "lessons" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_lesson_assignment_id_lesson_assignments_id_fk" FOREIGN KEY ("lesson_assignment_id") REFERENCES "public"."lesson_assignments"("id") ON DELETE set null ON UPDATE no action;