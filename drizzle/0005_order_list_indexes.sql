DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_location_id_idx";--> statement-breakpoint
DROP INDEX "orders_pick_up_date_idx";--> statement-breakpoint
DROP INDEX "orders_delivery_date_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_idx";--> statement-breakpoint
CREATE INDEX "orders_status_sort_idx" ON "orders" USING btree ("status","order_number");--> statement-breakpoint
CREATE INDEX "orders_location_sort_idx" ON "orders" USING btree ("location_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_user_sort_idx" ON "orders" USING btree ("user_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_sort_idx" ON "orders" USING btree ("first_name","order_number");--> statement-breakpoint
CREATE INDEX "orders_pick_up_sort_idx" ON "orders" USING btree ("pick_up_date","pick_up_hour","order_number");--> statement-breakpoint
CREATE INDEX "orders_delivery_sort_idx" ON "orders" USING btree ("delivery_date",coalesce("delivery_hour", "pick_up_hour" + 3),"order_number");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_2_idx" ON "orders" USING btree ("delivery_date_2") WHERE "orders"."delivery_date_2" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("order_number"::text || ' ' || "first_name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || coalesce("address"->>'address', '')) gin_trgm_ops);