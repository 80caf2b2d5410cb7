-- Custom SQL migration file, put your code below! --
-- The owner's dashboard's daily rollup (docs/decisions/0100-reports-daily-rollup.md): the report_* tables of the
-- migration before this one are kept by row triggers on `orders` and `payment_ledger`, in each change's own
-- transaction, and filled here from the rows already there. Each order adds its part (placed, picked up, delivered,
-- promotion, customer) and each succeeded capture or refund its cents under the order's store and services; a change
-- takes the old row's part away and adds the new one's. No write may slip between the fill and the triggers.
LOCK TABLE "orders", "payment_ledger" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_customer_key(user_id uuid, email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id::text ELSE 'e:' || lower(email) END
$$;
--> statement-breakpoint
-- One order's own part of the rollup, added (sign 1) or taken away (sign -1).
CREATE OR REPLACE FUNCTION report_order_apply(o "orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  placed_day date := (o.created_at AT TIME ZONE 'America/New_York')::date;
  customer text := report_customer_key(o.user_id, o.email);
  first_now date;
BEGIN
  INSERT INTO report_days AS r (day, location_id, services, placed) VALUES (placed_day, o.location_id, o.order_services, sign)
    ON CONFLICT ON CONSTRAINT report_days_key DO UPDATE SET placed = r.placed + excluded.placed;
  IF o.status IN ('In Progress', 'En Route for Delivery', 'Completed', 'Payment Processed', 'Refund Processed') THEN
    INSERT INTO report_days AS r (day, location_id, services, picked_up) VALUES (o.pick_up_date, o.location_id, o.order_services, sign)
      ON CONFLICT ON CONSTRAINT report_days_key DO UPDATE SET picked_up = r.picked_up + excluded.picked_up;
  END IF;
  IF o.status IN ('Completed', 'Payment Processed', 'Refund Processed') THEN
    INSERT INTO report_days AS r (day, location_id, services, delivered) VALUES (o.delivery_date, o.location_id, o.order_services, sign)
      ON CONFLICT ON CONSTRAINT report_days_key DO UPDATE SET delivered = r.delivered + excluded.delivered;
  END IF;
  IF o.promo_code IS NOT NULL AND o.promo_code <> '' THEN
    INSERT INTO report_promotion_days AS r (day, location_id, code, uses, discount_cents)
      VALUES (placed_day, o.location_id, upper(o.promo_code), sign, sign * o.total_discount_amount_cents)
      ON CONFLICT ON CONSTRAINT report_promotion_days_key
      DO UPDATE SET uses = r.uses + excluded.uses, discount_cents = r.discount_cents + excluded.discount_cents;
  END IF;
  INSERT INTO report_customer_days AS r (day, location_id, customer_key, orders) VALUES (placed_day, o.location_id, customer, sign)
    ON CONFLICT ON CONSTRAINT report_customer_days_key DO UPDATE SET orders = r.orders + excluded.orders;
  IF sign > 0 THEN
    INSERT INTO report_customer_firsts AS f (customer_key, first_day) VALUES (customer, placed_day)
      ON CONFLICT (customer_key) DO UPDATE SET first_day = least(f.first_day, excluded.first_day);
  ELSE
    DELETE FROM report_customer_days
     WHERE customer_key = customer AND day = placed_day AND location_id IS NOT DISTINCT FROM o.location_id AND orders <= 0;
    SELECT min(day) INTO first_now FROM report_customer_days WHERE customer_key = customer;
    IF first_now IS NULL THEN
      DELETE FROM report_customer_firsts WHERE customer_key = customer;
    ELSE
      UPDATE report_customer_firsts SET first_day = first_now WHERE customer_key = customer AND first_day <> first_now;
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
-- An order's money (its succeeded captures and refunds, per New York day) added under a store and services, or taken away.
CREATE OR REPLACE FUNCTION report_order_money(order_id uuid, location uuid, services text[], sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS r (day, location_id, services, captured_cents, refunded_cents)
  SELECT (l.created_at AT TIME ZONE 'America/New_York')::date, location, services,
         sign * coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'capture'), 0),
         sign * coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund'), 0)
    FROM payment_ledger l
   WHERE l.order_id = report_order_money.order_id AND l.status = 'succeeded' AND l.kind IN ('capture', 'refund')
   GROUP BY 1 ORDER BY 1
  ON CONFLICT ON CONSTRAINT report_days_key
  DO UPDATE SET captured_cents = r.captured_cents + excluded.captured_cents, refunded_cents = r.refunded_cents + excluded.refunded_cents;
END;
$$;
--> statement-breakpoint
-- One ledger row's part: a succeeded capture or refund of an order, on the row's New York day, under the order's
-- store and services as they are now; an order being deleted has taken its money away already (report_order_deleted).
CREATE OR REPLACE FUNCTION report_ledger_apply(l "payment_ledger", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved_day date := (l.created_at AT TIME ZONE 'America/New_York')::date;
  location uuid;
  services text[];
BEGIN
  IF l.order_id IS NULL OR l.status <> 'succeeded' OR l.kind NOT IN ('capture', 'refund') THEN
    RETURN;
  END IF;
  SELECT o.location_id, o.order_services INTO location, services FROM orders o WHERE o.id = l.order_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO report_days AS r (day, location_id, services, captured_cents, refunded_cents)
    VALUES (moved_day, location, services, CASE WHEN l.kind = 'capture' THEN sign * l.amount_cents ELSE 0 END,
            CASE WHEN l.kind = 'refund' THEN sign * l.amount_cents ELSE 0 END)
    ON CONFLICT ON CONSTRAINT report_days_key
    DO UPDATE SET captured_cents = r.captured_cents + excluded.captured_cents, refunded_cents = r.refunded_cents + excluded.refunded_cents;
  IF l.kind = 'capture' THEN
    INSERT INTO report_capture_days AS c (order_id, day, location_id, captures) VALUES (l.order_id, moved_day, location, sign)
      ON CONFLICT (order_id, day) DO UPDATE SET captures = c.captures + excluded.captures;
    IF sign < 0 THEN
      DELETE FROM report_capture_days WHERE order_id = l.order_id AND day = moved_day AND captures <= 0;
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_order_apply(OLD, -1);
  END IF;
  PERFORM report_order_apply(NEW, 1);
  IF TG_OP = 'UPDATE' AND (OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.order_services IS DISTINCT FROM NEW.order_services) THEN
    PERFORM report_order_money(OLD.id, OLD.location_id, OLD.order_services, -1);
    PERFORM report_order_money(NEW.id, NEW.location_id, NEW.order_services, 1);
    UPDATE report_capture_days SET location_id = NEW.location_id WHERE order_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Before the row goes: its ledger rows still name it (their order_id is set null after), so its money is found.
CREATE OR REPLACE FUNCTION report_order_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_order_apply(OLD, -1);
  PERFORM report_order_money(OLD.id, OLD.location_id, OLD.order_services, -1);
  DELETE FROM report_capture_days WHERE order_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_ledger_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_ledger_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The fill: the same parts, added up over the rows there, in place of what the rollup held. The migration fills the
-- rollup with it; a bulk load may run with the triggers disabled and call it after (docs/decisions/0100-reports-daily-rollup.md).
CREATE OR REPLACE FUNCTION report_rollup_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  DELETE FROM report_promotion_days;
  DELETE FROM report_customer_days;
  DELETE FROM report_customer_firsts;
  DELETE FROM report_capture_days;
  INSERT INTO report_days (day, location_id, services, placed, picked_up, delivered, captured_cents, refunded_cents)
  SELECT day, location_id, services, sum(placed), sum(picked_up), sum(delivered), sum(captured), sum(refunded)
    FROM (
      SELECT (created_at AT TIME ZONE 'America/New_York')::date AS day, location_id, order_services AS services,
             1 AS placed, 0 AS picked_up, 0 AS delivered, 0 AS captured, 0 AS refunded
        FROM orders
      UNION ALL
      SELECT pick_up_date, location_id, order_services, 0, 1, 0, 0, 0 FROM orders
       WHERE status IN ('In Progress', 'En Route for Delivery', 'Completed', 'Payment Processed', 'Refund Processed')
      UNION ALL
      SELECT delivery_date, location_id, order_services, 0, 0, 1, 0, 0 FROM orders
       WHERE status IN ('Completed', 'Payment Processed', 'Refund Processed')
      UNION ALL
      SELECT (l.created_at AT TIME ZONE 'America/New_York')::date, o.location_id, o.order_services, 0, 0, 0,
             CASE WHEN l.kind = 'capture' THEN l.amount_cents ELSE 0 END, CASE WHEN l.kind = 'refund' THEN l.amount_cents ELSE 0 END
        FROM payment_ledger l JOIN orders o ON o.id = l.order_id
       WHERE l.status = 'succeeded' AND l.kind IN ('capture', 'refund')
    ) AS parts
   GROUP BY day, location_id, services;
  INSERT INTO report_promotion_days (day, location_id, code, uses, discount_cents)
  SELECT (created_at AT TIME ZONE 'America/New_York')::date, location_id, upper(promo_code), count(*), sum(total_discount_amount_cents)
    FROM orders WHERE promo_code IS NOT NULL AND promo_code <> ''
   GROUP BY 1, 2, 3;
  INSERT INTO report_customer_days (day, location_id, customer_key, orders)
  SELECT (created_at AT TIME ZONE 'America/New_York')::date, location_id, report_customer_key(user_id, email), count(*)
    FROM orders GROUP BY 1, 2, 3;
  INSERT INTO report_customer_firsts (customer_key, first_day)
  SELECT customer_key, min(day) FROM report_customer_days GROUP BY customer_key;
  INSERT INTO report_capture_days (order_id, day, location_id, captures)
  SELECT l.order_id, (l.created_at AT TIME ZONE 'America/New_York')::date, o.location_id, count(*)
    FROM payment_ledger l JOIN orders o ON o.id = l.order_id
   WHERE l.status = 'succeeded' AND l.kind = 'capture'
   GROUP BY 1, 2, 3;
END;
$$;
--> statement-breakpoint
SELECT report_rollup_refill();
--> statement-breakpoint
CREATE TRIGGER "orders_report_inserted" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION report_order_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_report_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD.created_at, OLD.location_id, OLD.order_services, OLD.status, OLD.pick_up_date, OLD.delivery_date, OLD.promo_code,
         OLD.total_discount_amount_cents, OLD.user_id, OLD.email)
        IS DISTINCT FROM
        (NEW.created_at, NEW.location_id, NEW.order_services, NEW.status, NEW.pick_up_date, NEW.delivery_date, NEW.promo_code,
         NEW.total_discount_amount_cents, NEW.user_id, NEW.email))
  EXECUTE FUNCTION report_order_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_report_deleted" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION report_order_deleted();
--> statement-breakpoint
CREATE TRIGGER "payment_ledger_report_inserted" AFTER INSERT OR DELETE ON "payment_ledger" FOR EACH ROW EXECUTE FUNCTION report_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER "payment_ledger_report_updated" AFTER UPDATE ON "payment_ledger" FOR EACH ROW
  WHEN ((OLD.order_id, OLD.kind, OLD.amount_cents, OLD.status, OLD.created_at)
        IS DISTINCT FROM (NEW.order_id, NEW.kind, NEW.amount_cents, NEW.status, NEW.created_at))
  EXECUTE FUNCTION report_ledger_changed();
