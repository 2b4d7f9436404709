-- Cash on Delivery rules: an order keeps the Cash on Delivery fee it was charged and the discount it was given for
-- paying online, both in paise, as placed (the rules themselves are a shop setting). The total includes them, so
-- the invoice, refunds and credit notes add up to it. Orders placed before carry 0 for both.
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_nonnegative" CHECK ("cod_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_online_discount_nonnegative" CHECK ("online_discount_paise" >= 0);
