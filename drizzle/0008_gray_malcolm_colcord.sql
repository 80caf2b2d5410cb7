ALTER TABLE "sessions" ADD COLUMN "guest_email_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "view_link_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "view_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_filled_from_order_number" integer;