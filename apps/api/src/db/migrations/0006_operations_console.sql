ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_known";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_known" CHECK ("payment_attempts"."status" in ('created', 'paid', 'failed', 'refunded'));