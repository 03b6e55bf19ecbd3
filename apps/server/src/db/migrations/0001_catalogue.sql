CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TYPE "public"."creator_role" AS ENUM('AUTHOR', 'EDITOR', 'ILLUSTRATOR');--> statement-breakpoint
CREATE TYPE "public"."file_type" AS ENUM('epub', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."reading_status" AS ENUM('NOT_STARTED', 'STARTED', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TABLE "admin_collection_books" (
	"collection_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_collection_books_collection_id_book_id_pk" PRIMARY KEY("collection_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "admin_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"internal_memo" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"banner_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"content_id" text NOT NULL,
	"web_image_key" text NOT NULL,
	"mobile_image_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_creators" (
	"book_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"role" "creator_role" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_creators_book_id_role_creator_id_pk" PRIMARY KEY("book_id","role","creator_id")
);
--> statement-breakpoint
CREATE TABLE "book_interests" (
	"book_id" uuid NOT NULL,
	"interest_id" text NOT NULL,
	CONSTRAINT "book_interests_book_id_interest_id_pk" PRIMARY KEY("book_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"series_id" uuid,
	"series_position" integer,
	"imprint" text,
	"publisher" text,
	"nonfiction" boolean DEFAULT false NOT NULL,
	"file_type" "file_type" NOT NULL,
	"original_file_type" text NOT NULL,
	"extra_book_extension" text,
	"format_version" text,
	"layout" text DEFAULT 'reflowable' NOT NULL,
	"user_segments" text[] DEFAULT '{CONSUMER,EDUCATOR}'::text[] NOT NULL,
	"sales_territories" text[] DEFAULT '{WORLD}'::text[] NOT NULL,
	"is_audio_included" boolean DEFAULT false NOT NULL,
	"age_min" integer DEFAULT 2 NOT NULL,
	"age_max" integer DEFAULT 14 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"word_count" integer,
	"reading_level_system" text,
	"reading_level_value" real,
	"reading_level_label" text,
	"spine" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"toc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"cover_key" text,
	"cover_thumb_key" text,
	"search_creators" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_age_range" CHECK ("books"."age_min" >= 2 AND "books"."age_max" <= 14 AND "books"."age_min" <= "books"."age_max")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"user_id" uuid,
	"classroom_id" uuid,
	"hidden_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_books_one_target" CHECK (("hidden_books"."user_id" IS NULL) <> ("hidden_books"."classroom_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "interest_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_key" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"status" "reading_status" DEFAULT 'STARTED' NOT NULL,
	"location" jsonb,
	"fraction" real DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "search_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"interest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"books" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "user_collection_assignments" (
	"collection_id" uuid NOT NULL,
	"type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_collection_assignments_collection_id_type_target_id_pk" PRIMARY KEY("collection_id","type","target_id"),
	CONSTRAINT "user_collection_assignments_type" CHECK ("user_collection_assignments"."type" IN ('USER', 'CLASSROOM'))
);
--> statement-breakpoint
CREATE TABLE "user_collection_items" (
	"collection_id" uuid NOT NULL,
	"content_type" text DEFAULT 'BOOK' NOT NULL,
	"book_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_collection_items_collection_id_book_id_pk" PRIMARY KEY("collection_id","book_id"),
	CONSTRAINT "user_collection_items_type" CHECK ("user_collection_items"."content_type" IN ('BOOK', 'VIDEO'))
);
--> statement-breakpoint
CREATE TABLE "user_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_collections_title_len" CHECK (char_length("user_collections"."title") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "admin_collection_books" ADD CONSTRAINT "admin_collection_books_collection_id_admin_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."admin_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_collection_books" ADD CONSTRAINT "admin_collection_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_creators" ADD CONSTRAINT "book_creators_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_creators" ADD CONSTRAINT "book_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_interests" ADD CONSTRAINT "book_interests_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_interests" ADD CONSTRAINT "book_interests_interest_id_interest_areas_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interest_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_books" ADD CONSTRAINT "hidden_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_books" ADD CONSTRAINT "hidden_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_books" ADD CONSTRAINT "hidden_books_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_books" ADD CONSTRAINT "hidden_books_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_activities" ADD CONSTRAINT "search_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collection_assignments" ADD CONSTRAINT "user_collection_assignments_collection_id_user_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."user_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collection_items" ADD CONSTRAINT "user_collection_items_collection_id_user_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."user_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collection_items" ADD CONSTRAINT "user_collection_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collections" ADD CONSTRAINT "user_collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_collection_books_book_idx" ON "admin_collection_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "book_creators_creator_idx" ON "book_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "book_interests_interest_idx" ON "book_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_id_number_key" ON "books" USING btree ("id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "books_file_sha256_key" ON "books" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "books_series_idx" ON "books" USING btree ("series_id","series_position");--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_age_idx" ON "books" USING btree ("status","age_min","age_max");--> statement-breakpoint
CREATE INDEX "books_published_idx" ON "books" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_full_name_key" ON "creators" USING btree (lower("full_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_books_user_key" ON "hidden_books" USING btree ("user_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_books_classroom_key" ON "hidden_books" USING btree ("classroom_id","book_id");--> statement-breakpoint
CREATE INDEX "reading_progress_recent_idx" ON "reading_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "search_activities_user_idx" ON "search_activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "series_name_key" ON "series" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "favorites_recent_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_collection_assignments_target_idx" ON "user_collection_assignments" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "user_collection_items_book_idx" ON "user_collection_items" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "user_collections_owner_idx" ON "user_collections" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_collections_owner_title_key" ON "user_collections" USING btree ("owner_id",lower("title"));