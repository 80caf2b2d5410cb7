CREATE TABLE "recurring_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"order_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_occurrences_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "recurring_occurrences_series_date" UNIQUE("series_id","date"),
	CONSTRAINT "recurring_occurrences_status" CHECK ("recurring_occurrences"."status" in ('claimed', 'placed', 'skipped', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"region" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"every_weeks" integer NOT NULL,
	"weekday" integer NOT NULL,
	"next_date" date NOT NULL,
	"pick_up_hour" integer NOT NULL,
	"delivery_hour" integer,
	"delivery_days" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"payment_method_id" text NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"phone_key" text NOT NULL,
	"source_order_id" uuid,
	"skip_link_hash" text,
	"skip_link_date" date,
	"skip_link_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_series_status" CHECK ("recurring_series"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "recurring_series_region" CHECK ("recurring_series"."region" in ('ny', 'fl')),
	CONSTRAINT "recurring_series_every_weeks" CHECK ("recurring_series"."every_weeks" in (1, 2, 4)),
	CONSTRAINT "recurring_series_weekday" CHECK ("recurring_series"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "recurring_lead_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_series_id_recurring_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."recurring_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_occurrences_claimed_idx" ON "recurring_occurrences" USING btree ("claimed_until") WHERE "recurring_occurrences"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "recurring_series_user_idx" ON "recurring_series" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recurring_series_due_idx" ON "recurring_series" USING btree ("next_date") WHERE "recurring_series"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_series_phone_idx" ON "recurring_series" USING btree ("phone_key");