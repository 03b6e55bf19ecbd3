-- 0007_billing: hand-written (docs: BRIEF); snapshot reconciled at integration
CREATE TABLE "subscription_plans" (
	"price_id" text PRIMARY KEY NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"trial_period_days" integer DEFAULT 7 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_plans_interval" CHECK ("subscription_plans"."interval" IN ('day', 'week', 'month', 'year')),
	CONSTRAINT "subscription_plans_price" CHECK ("subscription_plans"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_source" text DEFAULT 'PROMO' NOT NULL,
	"promo_code" text NOT NULL,
	"price_id" text NOT NULL,
	"discount_price" integer NOT NULL,
	"normal_price" integer NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"distributor_identifier" text,
	"active" boolean DEFAULT true NOT NULL,
	"duration" text DEFAULT 'ONCE' NOT NULL,
	"duration_in_periods" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_uses" CHECK ("discounts"."uses" >= 0 AND ("discounts"."max_uses" IS NULL OR "discounts"."uses" <= "discounts"."max_uses")),
	CONSTRAINT "discounts_duration" CHECK ("discounts"."duration" IN ('ONCE', 'REPEATING', 'FOREVER')),
	CONSTRAINT "discounts_code_upper" CHECK ("discounts"."promo_code" = upper("discounts"."promo_code")),
	CONSTRAINT "discounts_price" CHECK ("discounts"."discount_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"price_id" text NOT NULL,
	"next_price_id" text,
	"status" text NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancellation_type" text,
	"cancellation_reason" text,
	"ended_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"discount_id" uuid,
	"discount_periods_left" integer,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" IN ('TRIALING', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE_EXPIRED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_charge_id" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"free_days" integer NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_uses" CHECK ("invitations"."uses" >= 0 AND "invitations"."uses" <= "invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "consumer_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"default_payment_method_id" text,
	"idempotency_key" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_price_id_subscription_plans_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_plans"("price_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_subscription_plans_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_plans"("price_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_price_id_subscription_plans_price_id_fk" FOREIGN KEY ("next_price_id") REFERENCES "public"."subscription_plans"("price_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_setup_intents" ADD CONSTRAINT "sandbox_setup_intents_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_promo_code_key" ON "discounts" USING btree ("promo_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_id_key" ON "subscriptions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_idempotency_key" ON "subscription_charges" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_key" ON "discount_redemptions" USING btree ("discount_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_customers_idempotency_key" ON "sandbox_customers" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "sandbox_charges_customer_idx" ON "sandbox_charges" USING btree ("customer_id");
--> statement-breakpoint
-- Plans are reference data (spec §3 "Subscription plan"): every database has them.
INSERT INTO "subscription_plans" ("price_id", "interval", "price_cents", "currency_code", "trial_period_days", "position") VALUES
	('price_daily', 'day', 199, 'USD', 7, 0),
	('price_weekly', 'week', 499, 'USD', 7, 1),
	('price_monthly', 'month', 999, 'USD', 7, 2),
	('price_annual', 'year', 7999, 'USD', 7, 3);
