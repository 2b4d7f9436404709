-- Selling prices in whole rupees that staff set (DESIGN.md §4): the price a card shows is the price charged, and an
-- amount collected in cash needs no paise. Each product gets its selling price from today's M.R.P. and offer, rounded
-- down to a whole rupee (never more than customers paid before, and the offer shown from it stays the one set), at
-- least ₹1; an M.R.P. under ₹1 (none is sold) is raised to that ₹1 so the price stays within it. The offer % is shown
-- from the M.R.P. and the selling price from now on, so its column goes, and the trigger that announced changes to
-- what the storefront shows names the selling price in its place. Coupons take whole rupees off: a flat amount or a
-- maximum discount stored with paise keeps its whole rupees (at least ₹1). Orders keep the prices they were placed at.
ALTER TABLE "products" ADD COLUMN "selling_price_paise" integer;--> statement-breakpoint
UPDATE "products" SET "selling_price_paise" = GREATEST(100, ("mrp_paise" * (100 - "offer_percent") / 100) / 100 * 100);--> statement-breakpoint
UPDATE "products" SET "mrp_paise" = "selling_price_paise" WHERE "mrp_paise" < "selling_price_paise";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "selling_price_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selling_price_whole_rupees" CHECK ("products"."selling_price_paise" % 100 = 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selling_price_range" CHECK ("products"."selling_price_paise" > 0 and "products"."selling_price_paise" <= "products"."mrp_paise");--> statement-breakpoint
DROP TRIGGER IF EXISTS products_public_update ON products;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT IF EXISTS "products_offer_range";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "offer_percent";--> statement-breakpoint
CREATE TRIGGER products_public_update AFTER UPDATE OF slug, product_name, name, line_key, category, fragrance, weight,
  mrp_paise, selling_price_paise, images, is_available, is_hidden, description, highlights, sort_order ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
UPDATE "coupons" SET "discount_amount_paise" = CASE WHEN "discount_amount_paise" = 0 THEN 0 ELSE GREATEST(100, "discount_amount_paise" / 100 * 100) END
  WHERE "discount_amount_paise" % 100 <> 0;--> statement-breakpoint
UPDATE "coupons" SET "max_discount_paise" = GREATEST(100, "max_discount_paise" / 100 * 100) WHERE "max_discount_paise" % 100 <> 0;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amounts_whole_rupees" CHECK ("coupons"."discount_amount_paise" % 100 = 0 and ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" % 100 = 0));
