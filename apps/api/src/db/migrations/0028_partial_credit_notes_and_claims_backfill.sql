-- Credit notes for parts of an invoice: a refund of part of an invoiced order is credited on its own credit note, so
-- an order may have several (each from the gap-free CRN series). An order still has one tax invoice; a credit note
-- written for a refund names it, and a refund is credited at most once however often its settlement is heard of.
DROP INDEX "invoices_order_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","issued_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_unique" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
-- A used loyalty reward whose qualifying orders come back: its value is recovered once, from the refund of the order
-- whose return or refund broke the qualification (docs/decisions/024-loyalty-reward-recovered-on-return.md).
CREATE TABLE "loyalty_recoveries" (
	"reward_order_id" uuid PRIMARY KEY NOT NULL,
	"from_order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_recoveries_amount_positive" CHECK ("amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_recoveries" ADD CONSTRAINT "loyalty_recoveries_reward_order_id_orders_id_fk" FOREIGN KEY ("reward_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_recoveries" ADD CONSTRAINT "loyalty_recoveries_from_order_id_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_recoveries_from_order_idx" ON "loyalty_recoveries" USING btree ("from_order_id");--> statement-breakpoint
-- What a return's refund keeps back for such a reward, so the customer is told the amount that really goes back.
ALTER TABLE "return_requests" ADD COLUMN "kept_back_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data steps: work on existing rows that needs the application's own rules, run once at start-up after the
-- migrations (under the same start-up lock), each marked done here in the transaction that does it. The first one
-- claims, for every free or new-customer order placed before first_order_claims existed (0022), the mailbox, verified
-- phone and delivery address it would claim today. It runs in TypeScript rather than here because the email and
-- address normalisation (normaliseEmail, addressIdentity in the contract package) is TypeScript, and a second copy in
-- SQL would drift from the one the checkout applies.
CREATE TABLE "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
