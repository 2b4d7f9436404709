-- An outbox message is claimed before it is handed to the provider (status sending, with the time of the claim): a
-- process that dies mid-send leaves it claimed, and it is tried again only once the claim's lease has passed.
ALTER TYPE "public"."notification_status" ADD VALUE IF NOT EXISTS 'sending' BEFORE 'sent';--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Order mails (the order-placed mail with its invoice link) are written in the order's transaction, so a crash right
-- after the commit still mails the customer, once.
CREATE TABLE "order_mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" "notification_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_mail_outbox_once_unique" ON "order_mail_outbox" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_mail_outbox_due_idx" ON "order_mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- The offline mailbox keeps a message handed over twice with the same idempotency key once, as providers do.
ALTER TABLE "dev_messages" ADD COLUMN "send_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_messages_send_key_unique" ON "dev_messages" USING btree ("send_key");--> statement-breakpoint
-- The payment sandbox models an account on manual capture: a payment authorised and not yet captured.
ALTER TABLE "sandbox_captures" ADD COLUMN "captured" boolean DEFAULT true NOT NULL;
