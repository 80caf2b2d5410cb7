ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card" CHECK (("orders"."card_brand" is null and "orders"."card_last4" is null) or ("orders"."card_brand" <> '' and "orders"."card_last4" ~ '^[0-9]{4}$'));