-- Closed-set text columns become PostgreSQL enums whose values are the contract's lists (the Drizzle schema builds
-- them from the same constants), so the database, the row types and the API agree on one set and the code no
-- longer casts what it reads. Each enum replaces the column's CHECK constraint. A column's type cannot change
-- under a trigger or a CHECK that names it, so the two public-change triggers of 0012 and the credit-note check of
-- 0013 are dropped and made again as they were.
-- Adding a value later is `ALTER TYPE ... ADD VALUE`, in a migration of its own.
DROP TRIGGER "products_public_update" ON "products";--> statement-breakpoint
DROP TRIGGER "reviews_public_update" ON "reviews";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'placed';--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::"public"."order_status";--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('COD', 'ONLINE');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."payment_method" USING "payment_method"::"public"."payment_method";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'not_required', 'refund_pending', 'partially_refunded', 'refunded');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE "public"."payment_status" USING "payment_status"::"public"."payment_status";--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'rejected', 'refunded');--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_known";--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "status" SET DATA TYPE "public"."return_status" USING "status"::"public"."return_status";--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_known";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DATA TYPE "public"."review_status" USING "status"::"public"."review_status";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processing', 'processed', 'failed');--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_known";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" SET DATA TYPE "public"."refund_status" USING "status"::"public"."refund_status";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('created', 'paid', 'fulfilled', 'to_refund', 'refunding', 'refunded', 'expired', 'failed');--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_known";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "status" SET DATA TYPE "public"."payment_attempt_status" USING "status"::"public"."payment_attempt_status";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "status" SET DEFAULT 'created';--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('litter', 'accessories', 'care');--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_known";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "category" SET DATA TYPE "public"."product_category" USING "category"::"public"."product_category";--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('flat', 'percentage', 'free_order', 'buyXgetY', 'loyalty');--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_type_known";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "type" SET DATA TYPE "public"."coupon_type" USING "type"::"public"."coupon_type";--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_known";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_refers";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "kind" SET DATA TYPE "public"."invoice_kind" USING "kind"::"public"."invoice_kind";--> statement-breakpoint
ALTER TABLE "invoice_counters" ALTER COLUMN "kind" SET DATA TYPE "public"."invoice_kind" USING "kind"::"public"."invoice_kind";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."invoice_id" is not null));--> statement-breakpoint
CREATE TYPE "public"."cod_confirmation_reason" AS ENUM('amount_above_threshold', 'first_cod_order');--> statement-breakpoint
ALTER TABLE "cod_confirmations" DROP CONSTRAINT "cod_confirmations_reason_known";--> statement-breakpoint
ALTER TABLE "cod_confirmations" ALTER COLUMN "reason" SET DATA TYPE "public"."cod_confirmation_reason" USING "reason"::"public"."cod_confirmation_reason";--> statement-breakpoint
CREATE TYPE "public"."notification_channel" AS ENUM('whatsapp', 'sms');--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_channel_known";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "channel" SET DATA TYPE "public"."notification_channel" USING "channel"::"public"."notification_channel";--> statement-breakpoint
CREATE TRIGGER products_public_update AFTER UPDATE OF slug, product_name, name, line_key, category, fragrance, weight,
  mrp_paise, offer_percent, images, is_available, is_hidden, description, highlights, sort_order ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_update AFTER UPDATE OF status, name, location, message, rating ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
