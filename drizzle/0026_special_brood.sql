DROP INDEX "orders_status_sort_idx";--> statement-breakpoint
DROP INDEX "orders_location_sort_idx";--> statement-breakpoint
DROP INDEX "orders_customer_sort_idx";--> statement-breakpoint
DROP INDEX "orders_pick_up_sort_idx";--> statement-breakpoint
DROP INDEX "orders_delivery_sort_idx";--> statement-breakpoint
DROP INDEX "orders_delivery_date_2_idx";--> statement-breakpoint
CREATE INDEX "orders_number_list_idx" ON "orders" USING btree ("order_number","status","location_id","pick_up_date","pick_up_hour","delivery_date","delivery_hour","delivery_date_2","first_name");--> statement-breakpoint
CREATE INDEX "orders_status_sort_idx" ON "orders" USING btree ("status","order_number","location_id","pick_up_date","pick_up_hour","delivery_date","delivery_hour","delivery_date_2","first_name");--> statement-breakpoint
CREATE INDEX "orders_location_sort_idx" ON "orders" USING btree ("location_id","order_number","status","pick_up_date","pick_up_hour","delivery_date","delivery_hour","delivery_date_2","first_name");--> statement-breakpoint
CREATE INDEX "orders_customer_sort_idx" ON "orders" USING btree ("first_name","order_number","status","location_id","pick_up_date","pick_up_hour","delivery_date","delivery_hour","delivery_date_2");--> statement-breakpoint
CREATE INDEX "orders_pick_up_sort_idx" ON "orders" USING btree ("pick_up_date","pick_up_hour","order_number","status","location_id","delivery_date","delivery_hour","delivery_date_2","first_name");--> statement-breakpoint
CREATE INDEX "orders_delivery_sort_idx" ON "orders" USING btree ("delivery_date",coalesce("delivery_hour", "pick_up_hour" + 3),"order_number","status","location_id","pick_up_date","pick_up_hour","delivery_hour","delivery_date_2","first_name");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_2_idx" ON "orders" USING btree ("delivery_date_2","status","location_id","pick_up_date","pick_up_hour","delivery_date","delivery_hour","first_name","order_number") WHERE "orders"."delivery_date_2" is not null;