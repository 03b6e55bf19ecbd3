CREATE TABLE "discovery_zone_age_status" (
	"zone_id" uuid NOT NULL,
	"age" integer NOT NULL,
	"status" "status" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_zone_age_status_zone_id_age_pk" PRIMARY KEY("zone_id","age"),
	CONSTRAINT "discovery_zone_age_status_age" CHECK ("discovery_zone_age_status"."age" BETWEEN 2 AND 14)
);
--> statement-breakpoint
CREATE TABLE "quiz_completed_books" (
	"quiz_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_completed_books_quiz_id_book_id_pk" PRIMARY KEY("quiz_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "discovery_zone_age_status" ADD CONSTRAINT "discovery_zone_age_status_zone_id_discovery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."discovery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completed_books" ADD CONSTRAINT "quiz_completed_books_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completed_books" ADD CONSTRAINT "quiz_completed_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_completed_books_book_idx" ON "quiz_completed_books" USING btree ("book_id");
