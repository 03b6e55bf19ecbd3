-- Admin (issue 13): users, email domains, customers and the admin dashboard: this part's tables, written by hand (decision 026).
CREATE TABLE "admin_email_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_email_domains_text_lower" CHECK ("admin_email_domains"."text" = lower("admin_email_domains"."text"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_email_domains_text_key" ON "admin_email_domains" USING btree ("text");--> statement-breakpoint
CREATE TABLE "admin_user_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_user_states" ADD CONSTRAINT "admin_user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
