CREATE TYPE "public"."user_role" AS ENUM('Customer', 'Admin', 'SuperAdmin');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" "bytea" NOT NULL,
	"user_id" uuid,
	"guest_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zip" varchar(5) NOT NULL,
	"florida" boolean DEFAULT false NOT NULL,
	CONSTRAINT "zips_zip_unique" UNIQUE("zip"),
	CONSTRAINT "zips_zip_five_digits" CHECK ("zips"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind" CHECK ("leads"."kind" in ('business', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"user_id" uuid,
	"guest_email" text,
	"status" text DEFAULT 'New' NOT NULL,
	"location_id" uuid,
	"region" text DEFAULT 'ny' NOT NULL,
	"address" jsonb NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"pick_up_date" date NOT NULL,
	"pick_up_hour" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_hour" integer,
	"delivery_date_2" date,
	"delivery_hour_2" integer,
	"multiple_deliveries" boolean DEFAULT false NOT NULL,
	"is_express_delivery" boolean DEFAULT false NOT NULL,
	"wash_fold_order" jsonb,
	"organic_wash_fold_order" jsonb,
	"dry_clean_order" jsonb,
	"wash_press_order" jsonb,
	"tailoring_order" jsonb,
	"comforter_order" jsonb,
	"order_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"services_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"products_cents" integer DEFAULT 0 NOT NULL,
	"dry_clean_surcharge_cents" integer DEFAULT 0 NOT NULL,
	"wash_press_surcharge_cents" integer DEFAULT 0 NOT NULL,
	"minimum_delivery_surcharge_cents" integer DEFAULT 0 NOT NULL,
	"multiple_delivery_cents" integer DEFAULT 0 NOT NULL,
	"express_cents" integer DEFAULT 0 NOT NULL,
	"earlier_delivery_service_quote_cents" integer DEFAULT 0 NOT NULL,
	"total_discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"gratuity_cents" integer DEFAULT 0 NOT NULL,
	"quote_total_cents" integer DEFAULT 0 NOT NULL,
	"final_order_total_cents" integer,
	"amount_authorized_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"special_id" uuid,
	"promo_code" text,
	"payment_provider" text NOT NULL,
	"payment_intent_id" text,
	"authorized_at" timestamp with time zone,
	"reauth_status" text,
	"reauth_amount_cents" integer,
	"reauth_notes" text,
	"refund_notes" text,
	"charge_notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('New', 'Unassigned', 'Pending Authorization', 'Awaiting Authorization', 'Reauthorized', 'En Route for Pick Up', 'In Progress', 'En Route for Delivery', 'Completed', 'Payment Processed', 'Refund Processed', 'Canceled')),
	CONSTRAINT "orders_region" CHECK ("orders"."region" in ('ny', 'fl')),
	CONSTRAINT "orders_reauth_status" CHECK ("orders"."reauth_status" is null or "orders"."reauth_status" in ('Waiting', 'Complete', 'Expired')),
	CONSTRAINT "orders_refund_within_capture" CHECK ("orders"."refunded_cents" <= "orders"."captured_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"provider_object_id" text,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"created_by_user_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_ledger_kind" CHECK ("payment_ledger"."kind" in ('authorization', 'capture', 'refund', 'cancellation', 'reauthorization')),
	CONSTRAINT "payment_ledger_status" CHECK ("payment_ledger"."status" in ('succeeded', 'failed', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"card_brand" text,
	"customer_id" text,
	"payment_method_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_payment_intents_status" CHECK ("simulated_payment_intents"."status" in ('requires_capture', 'succeeded', 'canceled', 'requires_payment_method'))
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comforter_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"not_down_cents" integer NOT NULL,
	"down_cents" integer NOT NULL,
	CONSTRAINT "comforter_sizes_region_item_unique" UNIQUE("region","item"),
	CONSTRAINT "comforter_sizes_region" CHECK ("comforter_sizes"."region" in ('ny', 'fl'))
);
--> statement-breakpoint
CREATE TABLE "dry_clean_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"base_price_cents" integer NOT NULL,
	"press_only_price_cents" integer,
	"dry_clean_press_price_cents" integer,
	"offers_crease" boolean DEFAULT false NOT NULL,
	"no_crease_charge_cents" integer DEFAULT 0 NOT NULL,
	"offers_starch" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dry_clean_items_region_item_unique" UNIQUE("region","item"),
	CONSTRAINT "dry_clean_items_region" CHECK ("dry_clean_items"."region" in ('ny', 'fl'))
);
--> statement-breakpoint
CREATE TABLE "tailoring_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hem_cents" integer,
	"taper_cents" integer,
	"zipper_cents" integer,
	"sleeves_cents" integer,
	"patch_cents" integer,
	"fix_cents" integer,
	"waist_cents" integer,
	"lining_cents" integer,
	CONSTRAINT "tailoring_items_region_item_unique" UNIQUE("region","item"),
	CONSTRAINT "tailoring_items_region" CHECK ("tailoring_items"."region" in ('ny', 'fl'))
);
--> statement-breakpoint
CREATE TABLE "wash_fold_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "wash_fold_products_region_item_unique" UNIQUE("region","item"),
	CONSTRAINT "wash_fold_products_region" CHECK ("wash_fold_products"."region" in ('ny', 'fl'))
);
--> statement-breakpoint
CREATE TABLE "wash_press_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "wash_press_items_region_item_unique" UNIQUE("region","item"),
	CONSTRAINT "wash_press_items_region" CHECK ("wash_press_items"."region" in ('ny', 'fl'))
);
--> statement-breakpoint
CREATE TABLE "region_settings" (
	"region" text PRIMARY KEY NOT NULL,
	"disable_ordering" boolean DEFAULT false NOT NULL,
	"disable_ordering_message" text DEFAULT '' NOT NULL,
	"first_pick_up" integer NOT NULL,
	"last_pick_up" integer NOT NULL,
	"first_delivery" integer NOT NULL,
	"last_delivery" integer NOT NULL,
	"first_same_day_pick_up" integer NOT NULL,
	"last_same_day_pick_up" integer NOT NULL,
	"first_same_day_delivery" integer NOT NULL,
	"wash_fold_min_delivery_cents" integer NOT NULL,
	"organic_wash_fold_min_delivery_cents" integer NOT NULL,
	"wash_press_min_delivery_cents" integer NOT NULL,
	"dry_clean_min_delivery_cents" integer NOT NULL,
	"tailoring_min_delivery_cents" integer NOT NULL,
	"comforter_min_delivery_cents" integer NOT NULL,
	"wash_fold_min_delivery_days" integer NOT NULL,
	"organic_wash_fold_min_delivery_days" integer NOT NULL,
	"wash_press_min_delivery_days" integer NOT NULL,
	"dry_clean_min_delivery_days" integer NOT NULL,
	"tailoring_min_delivery_days" integer NOT NULL,
	"comforter_min_delivery_days" integer NOT NULL,
	"wash_fold_up_to_x_lbs" numeric(6, 2) NOT NULL,
	"wash_fold_per_lb_cents" integer NOT NULL,
	"wash_fold_minimum_price_cents" integer NOT NULL,
	"organic_wash_fold_up_to_x_lbs" numeric(6, 2) NOT NULL,
	"organic_wash_fold_per_lb_cents" integer NOT NULL,
	"organic_wash_fold_minimum_price_cents" integer NOT NULL,
	"self_drop_off_minimum_lbs" numeric(6, 2) NOT NULL,
	"self_drop_off_base_price_cents" integer NOT NULL,
	"self_drop_off_per_lb_cents" integer NOT NULL,
	"self_drop_off_organic_per_lb_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_settings_region" CHECK ("region_settings"."region" in ('ny', 'fl')),
	CONSTRAINT "region_settings_first_pick_up" CHECK ("region_settings"."first_pick_up" between 7 and 21),
	CONSTRAINT "region_settings_last_pick_up" CHECK ("region_settings"."last_pick_up" between 7 and 21),
	CONSTRAINT "region_settings_first_delivery" CHECK ("region_settings"."first_delivery" between 7 and 21),
	CONSTRAINT "region_settings_last_delivery" CHECK ("region_settings"."last_delivery" between 7 and 21),
	CONSTRAINT "region_settings_first_same_day_pick_up" CHECK ("region_settings"."first_same_day_pick_up" between 7 and 21),
	CONSTRAINT "region_settings_last_same_day_pick_up" CHECK ("region_settings"."last_same_day_pick_up" between 7 and 21),
	CONSTRAINT "region_settings_first_same_day_delivery" CHECK ("region_settings"."first_same_day_delivery" between 7 and 21)
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expiration_date" date NOT NULL,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"percent_discount" numeric(5, 2),
	"promotional_price_cents" integer,
	"discount_amount_cents" integer,
	"services" jsonb NOT NULL,
	"tailoring_items" jsonb NOT NULL,
	"dry_clean_items" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specials_one_discount_kind" CHECK (num_nonnulls("specials"."percent_discount", "specials"."promotional_price_cents", "specials"."discount_amount_cents") = 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"address" text,
	"address_line_2" text,
	"city" text,
	"state" text DEFAULT 'NY' NOT NULL,
	"zip" text,
	"sms" boolean DEFAULT false NOT NULL,
	"role" "user_role" DEFAULT 'Customer' NOT NULL,
	"google_id" text,
	"facebook_id" text,
	"stripe_customer_id" text,
	"location_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_id_unique" UNIQUE("google_id"),
	CONSTRAINT "users_facebook_id_unique" UNIQUE("facebook_id"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_events_order_id_created_at_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_location_id_idx" ON "orders" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "orders_pick_up_date_idx" ON "orders" USING btree ("pick_up_date");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_id_idx" ON "payment_ledger" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_ledger_provider_intent_id_idx" ON "payment_ledger" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE INDEX "simulated_payment_methods_customer_id_idx" ON "simulated_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_code_lower_unique" ON "specials" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");