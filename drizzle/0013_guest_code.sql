ALTER TABLE "sessions" ADD COLUMN "guest_code_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guest_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guest_code_attempts" integer DEFAULT 0 NOT NULL;