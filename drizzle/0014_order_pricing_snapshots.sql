CREATE TABLE "pricing_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_hash" text NOT NULL,
	"region" text NOT NULL,
	"settings" jsonb NOT NULL,
	"price_lists" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_snapshots_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing_snapshot_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priced_special" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pricing_snapshot_id_pricing_snapshots_id_fk" FOREIGN KEY ("pricing_snapshot_id") REFERENCES "public"."pricing_snapshots"("id") ON DELETE no action ON UPDATE no action;