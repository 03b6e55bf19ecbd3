-- Classrooms (issue 12 item 5): assign and hide books and collections for a class or students: this part's tables, written by hand (decision 026).
CREATE TABLE "book_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"classroom_id" uuid,
	"student_id" uuid,
	"assigned_by_id" uuid NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_assignments_one_target" CHECK (("book_assignments"."classroom_id" IS NULL) <> ("book_assignments"."student_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "hidden_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"classroom_id" uuid,
	"student_id" uuid,
	"hidden_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_collections_one_target" CHECK (("hidden_collections"."classroom_id" IS NULL) <> ("hidden_collections"."student_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "user_collection_assignments" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "book_assignments" ADD CONSTRAINT "book_assignments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_assignments" ADD CONSTRAINT "book_assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_assignments" ADD CONSTRAINT "book_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_assignments" ADD CONSTRAINT "book_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_collections" ADD CONSTRAINT "hidden_collections_collection_id_user_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."user_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_collections" ADD CONSTRAINT "hidden_collections_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_collections" ADD CONSTRAINT "hidden_collections_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_collections" ADD CONSTRAINT "hidden_collections_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_assignments_classroom_key" ON "book_assignments" USING btree ("classroom_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_assignments_student_key" ON "book_assignments" USING btree ("student_id","book_id");--> statement-breakpoint
CREATE INDEX "book_assignments_book_idx" ON "book_assignments" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "book_assignments_assigned_by_idx" ON "book_assignments" USING btree ("assigned_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_collections_classroom_key" ON "hidden_collections" USING btree ("classroom_id","collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_collections_student_key" ON "hidden_collections" USING btree ("student_id","collection_id");--> statement-breakpoint
CREATE INDEX "hidden_collections_collection_idx" ON "hidden_collections" USING btree ("collection_id");
