ALTER TABLE "orders" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "min_order_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
CREATE INDEX "orders_special_id_idx" ON "orders" USING btree ("special_id") WHERE "orders"."special_id" is not null;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_limits" CHECK (coalesce("specials"."max_uses", 0) >= 0 and coalesce("specials"."max_uses_per_customer", 0) >= 0 and coalesce("specials"."min_order_cents", 0) >= 0 and ("specials"."start_date" is null or "specials"."start_date" <= "specials"."expiration_date"));