-- 0011_educators: hand-written; snapshot reconciled at integration
CREATE TABLE "educator_schools" (
	"educator_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educator_schools_educator_id_school_id_pk" PRIMARY KEY("educator_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "educator_schools" ADD CONSTRAINT "educator_schools_educator_id_users_id_fk" FOREIGN KEY ("educator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "educator_schools" ADD CONSTRAINT "educator_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "educator_schools_school_id_idx" ON "educator_schools" USING btree ("school_id");
--> statement-breakpoint
-- Schools created before this table belong to the educator who created them.
INSERT INTO "educator_schools" ("educator_id", "school_id")
SELECT "created_by_id", "id" FROM "schools" WHERE "created_by_id" IS NOT NULL
ON CONFLICT DO NOTHING;
