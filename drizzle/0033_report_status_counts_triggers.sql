-- Custom SQL migration file, put your code below! --
-- The dashboard's status board from `report_status_counts` (docs/decisions/0100-reports-daily-rollup.md, Amended
-- 2026-12-03): each order counts under its store and status, kept by row triggers on `orders` in each change's own
-- transaction and filled here from the orders already there. No write may slip between the fill and the triggers.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- One order added (sign 1) to or taken away (sign -1) from its store's count of its status.
CREATE OR REPLACE FUNCTION report_status_apply(location uuid, order_status text, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_status_counts AS r (location_id, status, orders) VALUES (location, order_status, sign)
    ON CONFLICT ON CONSTRAINT report_status_counts_key DO UPDATE SET orders = r.orders + excluded.orders;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_order_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_status_apply(OLD.location_id, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_status_apply(NEW.location_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The counts added up over the orders there, in place of what the table held.
CREATE OR REPLACE FUNCTION report_status_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_status_counts;
  INSERT INTO report_status_counts (location_id, status, orders)
  SELECT location_id, status, count(*) FROM orders GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
-- The whole rollup's fill refills the counts too: the daily tables' fill keeps its body under a name of its own.
ALTER FUNCTION report_rollup_refill() RENAME TO report_days_refill;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollup_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_days_refill();
  PERFORM report_status_refill();
END;
$$;
--> statement-breakpoint
SELECT report_status_refill();
--> statement-breakpoint
CREATE TRIGGER "orders_report_status_kept" AFTER INSERT OR DELETE ON "orders" FOR EACH ROW
  EXECUTE FUNCTION report_order_status_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_report_status_changed" AFTER UPDATE OF "status", "location_id" ON "orders" FOR EACH ROW
  WHEN ((OLD.status, OLD.location_id) IS DISTINCT FROM (NEW.status, NEW.location_id))
  EXECUTE FUNCTION report_order_status_changed();
