CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('email', 'sms')),
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_payment_operations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_payment_operations_kind" CHECK ("simulated_payment_operations"."kind" in ('capture', 'cancel', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "simulated_payment_methods" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_payment_methods" ADD COLUMN "behavior" text DEFAULT 'succeed' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_payment_operations" ADD CONSTRAINT "simulated_payment_operations_intent_id_simulated_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."simulated_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_status_next_attempt_at_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "simulated_payment_operations_intent_id_idx" ON "simulated_payment_operations" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "simulated_payment_methods" ADD CONSTRAINT "simulated_payment_methods_behavior" CHECK ("simulated_payment_methods"."behavior" in ('succeed', 'decline', 'insufficient_funds'));