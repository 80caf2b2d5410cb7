-- Live screens (docs/decisions/0088-live-order-screens.md): every committed change to an order notifies
-- `order_changes` with { orderId, orderNumber, locationId, kind }. A notice sent inside a transaction is
-- delivered only when it commits, to every listening app server; a rolled-back change sends none.
-- kind: 'placed' (a new order), 'reauthorized' (the customer authorized the larger amount: reauth_status
-- became Complete; amountCents is the amount), 'changed' (anything else).
CREATE OR REPLACE FUNCTION order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change_kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    change_kind := 'placed';
  ELSIF NEW.reauth_status = 'Complete' AND OLD.reauth_status IS DISTINCT FROM 'Complete' THEN
    change_kind := 'reauthorized';
  ELSE
    change_kind := 'changed';
  END IF;
  PERFORM pg_notify('order_changes', json_build_object(
    'orderId', NEW.id,
    'orderNumber', NEW.order_number,
    'locationId', NEW.location_id,
    'kind', change_kind,
    'amountCents', CASE WHEN change_kind = 'reauthorized' THEN NEW.reauth_amount_cents ELSE NULL END
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_order_changed" AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION order_changed();
