ALTER TABLE "orders" ADD COLUMN "reauth_link_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reauth_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reauth_link_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "collapse_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "collapse_base" text;--> statement-breakpoint
CREATE INDEX "outbox_collapse_key_idx" ON "outbox" USING btree ("collapse_key") WHERE "outbox"."collapse_key" is not null;