CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text,
	"order_id" uuid,
	"attempt_id" uuid,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"failure_reason" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'processing', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_for_something" CHECK ("refunds"."order_id" is not null or "refunds"."attempt_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sandbox_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "razorpay_order_id" TO "provider_order_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "razorpay_payment_id" TO "provider_payment_id";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_razorpay_order_id_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_razorpay_payment_id_unique";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_razorpay_order_id_unique";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_known";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount_paise" integer;--> statement-breakpoint
UPDATE "coupons" SET "max_discount_paise" = 100000 WHERE "code" = 'FIRSTFREE' AND "type" = 'free_order';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "orders" SET "payment_provider" = CASE WHEN "provider_order_id" LIKE 'order\_SBX%' THEN 'sandbox' ELSE 'razorpay' END WHERE "provider_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" RENAME COLUMN "razorpay_order_id" TO "provider_order_id";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider" text;--> statement-breakpoint
UPDATE "payment_attempts" SET "provider" = CASE WHEN "provider_order_id" LIKE 'order\_SBX%' THEN 'sandbox' ELSE 'razorpay' END;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_attempts" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
UPDATE "payment_attempts" a SET "provider_payment_id" = o."provider_payment_id" FROM "orders" o WHERE o."id" = a."order_id";--> statement-breakpoint
UPDATE "payment_attempts" SET "status" = 'fulfilled' WHERE "status" = 'paid' AND "order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_attempts" SET "status" = 'to_refund' WHERE "status" = 'paid' AND "order_id" IS NULL;--> statement-breakpoint
INSERT INTO "sandbox_captures" ("id", "order_id", "amount_paise", "created_at") SELECT "payment_id", "id", "amount_paise", "created_at" FROM "sandbox_payments" WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_attempts" SET "status" = 'expired' WHERE "status" = 'created' AND "expires_at" < now();--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_captures" ADD CONSTRAINT "sandbox_captures_order_id_sandbox_payments_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_captures_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_captures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_orderless_payment_unique" ON "refunds" USING btree ("provider_payment_id") WHERE "refunds"."order_id" is null;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "sandbox_captures_order_idx" ON "sandbox_captures" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_user_idempotency_key_unique" ON "payment_attempts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_order_id_unique" UNIQUE("provider_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_payment_id_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_order_id_unique" UNIQUE("provider_order_id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_payment_id_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount_positive" CHECK ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'paid', 'not_required', 'refund_pending', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_paise" between 0 and "orders"."total_paise");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_known" CHECK ("payment_attempts"."status" in ('created', 'paid', 'fulfilled', 'to_refund', 'refunding', 'refunded', 'expired', 'failed'));