-- Custom SQL migration file, put your code below! --
-- The status board's counts kept once a statement, not once a row (docs/decisions/0100-reports-daily-rollup.md,
-- Amended 2026-12-03, second amendment). A row trigger added one to a store's count of a status for each order a
-- statement wrote: one statement that wrote many orders updated the same few counts thousands of times in one
-- transaction, and each update of a row walks every version of it that transaction left, so the time grew with the
-- square of the orders (one statement of 20,000 orders 0.66 s, of 40,000 2.1 s, of 80,000 7.3 s; a seed of 1,000,000
-- did not end in 15 minutes). Once a statement, the counts change by each store's and status's sum over the statement's
-- rows (transition tables): 80,000 orders 0.22 s, 1,000,000 2.3 s. An update that changes no order's store or status
-- sums to nothing and writes nothing.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_report_status_kept" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_report_status_changed" ON "orders";
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_order_status_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_status_apply(uuid, text, integer);
--> statement-breakpoint
-- The orders a statement added (`added`) and took away (`removed`), counted under their store and status. The counts
-- are written in one order (store, then status), so two transactions wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION report_status_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_status_counts AS r (location_id, status, orders)
    SELECT location_id, status, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ON CONSTRAINT report_status_counts_key DO UPDATE SET orders = r.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_status_counts AS r (location_id, status, orders)
    SELECT location_id, status, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ON CONSTRAINT report_status_counts_key DO UPDATE SET orders = r.orders + excluded.orders;
  ELSE
    INSERT INTO report_status_counts AS r (location_id, status, orders)
    SELECT location_id, status, sum(change)
      FROM (SELECT location_id, status, -1 AS change FROM removed
            UNION ALL SELECT location_id, status, 1 FROM added) AS changes
     GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
      ON CONFLICT ON CONSTRAINT report_status_counts_key DO UPDATE SET orders = r.orders + excluded.orders;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_report_status_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_status_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_report_status_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_status_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_report_status_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION report_status_counts_changed();
--> statement-breakpoint
-- The counts as the orders stand, in case a write of the old triggers' time went uncounted.
SELECT report_status_refill();
