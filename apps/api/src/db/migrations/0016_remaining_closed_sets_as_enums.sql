-- The closed-set columns 0015 left as text become enums the same way: the values are the contract's lists (the
-- Drizzle schema builds the types from the same constants), each enum replaces the column's CHECK where it had one,
-- and a column with a default loses it while its type changes and gets it back as the enum's value. orders.coupon_type
-- (the coupon's type when the order was placed) takes 0015's coupon_type; notification_outbox.event had no CHECK
-- but only ever held the contract's events. No trigger or other CHECK names these columns. A value outside a set
-- stops the cast, and with it the whole migration, which runs in the migrator's transaction: nothing is changed.
CREATE TYPE "public"."user_role" AS ENUM('customer', 'admin');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('signup', 'login', 'reset', 'phone', 'cod');--> statement-breakpoint
CREATE TYPE "public"."dev_message_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."supply_type" AS ENUM('intra', 'inter');--> statement-breakpoint
CREATE TYPE "public"."notification_event" AS ENUM('placed', 'shipped', 'out_for_delivery', 'delivered', 'return_requested', 'return_approved', 'return_rejected', 'refund_processed');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('pending', 'sent', 'failed', 'skipped');--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM (VALUES
    ('users', 'role', 'user_role', 'customer'), ('one_time_codes', 'purpose', 'code_purpose', NULL),
    ('dev_messages', 'channel', 'dev_message_channel', NULL), ('orders', 'coupon_type', 'coupon_type', NULL),
    ('invoices', 'supply_type', 'supply_type', NULL), ('notification_outbox', 'event', 'notification_event', NULL),
    ('notification_outbox', 'status', 'notification_status', 'pending')
  ) AS v(tbl, col, typ, dflt) LOOP
    -- The CHECK that listed the values, where the column had one (orders.coupon_type and the outbox's event had none).
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', c.tbl, c.tbl || '_' || c.col || '_known');
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I DROP DEFAULT, ALTER COLUMN %I SET DATA TYPE %I USING %I::%I', c.tbl, c.col, c.col, c.typ, c.col, c.typ);
    IF c.dflt IS NOT NULL THEN
      EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT %L', c.tbl, c.col, c.dflt);
    END IF;
  END LOOP;
END $$;
