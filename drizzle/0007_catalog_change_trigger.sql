-- Custom SQL migration file, put your code below! ---- What the public catalog reads changes only when staff change it. Every app server keeps its catalog
-- answers in memory and drops them when this count moves (docs/decisions/0035-catalog-cache.md): a statement
-- trigger on each table the catalog reads bumps the count and notifies `catalog_changed` with the new
-- count; PostgreSQL delivers the notice to every listening app server when the change commits.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('catalog_changed', next_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "zips_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zips" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "locations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "specials_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specials" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "region_settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region_settings" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "wash_fold_products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wash_fold_products" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "wash_press_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wash_press_items" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "dry_clean_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dry_clean_items" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tailoring_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tailoring_items" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "comforter_sizes_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comforter_sizes" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
