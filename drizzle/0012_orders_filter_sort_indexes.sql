CREATE INDEX "orders_status_customer_idx" ON "orders" USING btree ("status","first_name","order_number");--> statement-breakpoint
CREATE INDEX "orders_status_pick_up_idx" ON "orders" USING btree ("status","pick_up_date","pick_up_hour","order_number");--> statement-breakpoint
CREATE INDEX "orders_status_delivery_idx" ON "orders" USING btree ("status","delivery_date",coalesce("delivery_hour", "pick_up_hour" + 3),"order_number");--> statement-breakpoint
CREATE INDEX "orders_location_status_idx" ON "orders" USING btree ("location_id","status","order_number");