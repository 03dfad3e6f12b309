CREATE TABLE "assignment_students" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"class_id" integer,
	"date_assigned" date NOT NULL,
	"due_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "owner_class_id" integer;--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "needs_reassignment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "handout_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "worksheets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_students_student_idx" ON "assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assignments_worksheet_idx" ON "assignments" USING btree ("worksheet_id");--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_owner_class_id_classes_id_fk" FOREIGN KEY ("owner_class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;