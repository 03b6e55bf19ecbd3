-- Admin (issue 13): book upload, the book editor, lookups and the creators check: this part's tables, written by hand (decision 026).
CREATE TABLE "admin_book_extras" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"subtitle" text,
	"uploaded_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_book_extras" ADD CONSTRAINT "admin_book_extras_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_book_extras" ADD CONSTRAINT "admin_book_extras_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
