-- 0012_classrooms: hand-written; snapshot reconciled at integration
ALTER TABLE "classrooms" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "card_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD COLUMN "pin_display" text;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD COLUMN "card_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "classroom_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classroom_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "classroom_devices" ADD CONSTRAINT "classroom_devices_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_devices_token_hash_key" ON "classroom_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "classroom_devices_classroom_id_idx" ON "classroom_devices" USING btree ("classroom_id");
