-- Closed-set text columns become PostgreSQL enums whose values are the contract's lists (the Drizzle schema builds
-- them from the same constants), so the database, the row types and the API agree on one set and the code no
-- longer casts what it reads. Each enum replaces the column's CHECK constraint. A column's type cannot change
-- under a trigger or a CHECK that names it, so the two public-change triggers of 0012 and the credit-note check of
-- 0013 are dropped and made again as they were. A column with a default loses it while its type changes (a text
-- default does not cast itself) and gets it back as the enum's value.
-- Adding a value later is `ALTER TYPE ... ADD VALUE`, in a migration of its own.
DROP TRIGGER "products_public_update" ON "products";--> statement-breakpoint
DROP TRIGGER "reviews_public_update" ON "reviews";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('COD', 'ONLINE');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'not_required', 'refund_pending', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'rejected', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processing', 'processed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('created', 'paid', 'fulfilled', 'to_refund', 'refunding', 'refunded', 'expired', 'failed');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('litter', 'accessories', 'care');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('flat', 'percentage', 'free_order', 'buyXgetY', 'loyalty');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."cod_confirmation_reason" AS ENUM('amount_above_threshold', 'first_cod_order');--> statement-breakpoint
CREATE TYPE "public"."notification_channel" AS ENUM('whatsapp', 'sms');--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_refers";--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM (VALUES
    ('orders', 'status', 'order_status', 'placed'), ('order_events', 'status', 'order_status', NULL),
    ('orders', 'payment_method', 'payment_method', NULL), ('orders', 'payment_status', 'payment_status', NULL),
    ('return_requests', 'status', 'return_status', 'requested'), ('reviews', 'status', 'review_status', 'pending'),
    ('refunds', 'status', 'refund_status', 'pending'), ('payment_attempts', 'status', 'payment_attempt_status', 'created'),
    ('products', 'category', 'product_category', NULL), ('coupons', 'type', 'coupon_type', NULL),
    ('invoices', 'kind', 'invoice_kind', NULL), ('invoice_counters', 'kind', 'invoice_kind', NULL),
    ('cod_confirmations', 'reason', 'cod_confirmation_reason', NULL), ('notification_outbox', 'channel', 'notification_channel', NULL)
  ) AS v(tbl, col, typ, dflt) LOOP
    -- The CHECK that listed the values, where the column had one (order_events and invoice_counters had none).
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', c.tbl, c.tbl || '_' || c.col || '_known');
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I DROP DEFAULT, ALTER COLUMN %I SET DATA TYPE %I USING %I::%I', c.tbl, c.col, c.col, c.typ, c.col, c.typ);
    IF c.dflt IS NOT NULL THEN
      EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT %L', c.tbl, c.col, c.dflt);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."invoice_id" is not null));--> statement-breakpoint
CREATE TRIGGER products_public_update AFTER UPDATE OF slug, product_name, name, line_key, category, fragrance, weight,
  mrp_paise, offer_percent, images, is_available, is_hidden, description, highlights, sort_order ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_update AFTER UPDATE OF status, name, location, message, rating ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
