-- Pay now instead: a Cash on Delivery order not yet dispatched can be paid online later. The payment attempt names the
-- order it converts (instead of a basket to place); at most one such attempt is open per order at a time, so a double
-- tap or two devices share one provider order. The order keeps when it was paid online, beside its placement.
ALTER TABLE "payment_attempts" ADD COLUMN "converts_order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_converts_order_id_orders_id_fk" FOREIGN KEY ("converts_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_pay_now_open_unique" ON "payment_attempts" USING btree ("converts_order_id") WHERE "status" = 'created';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_online_at" timestamp with time zone;
