CREATE TABLE "report_capture_days" (
	"order_id" uuid NOT NULL,
	"day" date NOT NULL,
	"location_id" uuid,
	"captures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_capture_days_order_id_day_pk" PRIMARY KEY("order_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_customer_days" (
	"day" date NOT NULL,
	"location_id" uuid,
	"customer_key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_customer_days_key" UNIQUE NULLS NOT DISTINCT("day","location_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "report_customer_firsts" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"location_id" uuid,
	"services" text[] NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"picked_up" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_key" UNIQUE NULLS NOT DISTINCT("day","location_id","services")
);
--> statement-breakpoint
CREATE TABLE "report_promotion_days" (
	"day" date NOT NULL,
	"location_id" uuid,
	"code" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_promotion_days_key" UNIQUE NULLS NOT DISTINCT("day","location_id","code")
);
--> statement-breakpoint
CREATE INDEX "report_capture_days_day_idx" ON "report_capture_days" USING btree ("day","location_id","order_id");--> statement-breakpoint
CREATE INDEX "report_customer_days_customer_idx" ON "report_customer_days" USING btree ("customer_key","day");