-- Every API process keeps the storefront's public read bodies (products, approved reviews, coupons on offer) in
-- memory. Whatever changes what they show, from whichever process, console, script or psql, announces it on
-- the shop_public_changes channel when its transaction commits; each process LISTENs and rebuilds what it holds.
-- Statement-level, so a bulk change is one notice; stock and timestamps alone are not shown and announce nothing.
CREATE OR REPLACE FUNCTION shop_announce_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_public_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_public_change AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER products_public_update AFTER UPDATE OF slug, product_name, name, line_key, category, fragrance, weight,
  mrp_paise, offer_percent, images, is_available, is_hidden, description, highlights, sort_order ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change AFTER INSERT OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_update AFTER UPDATE OF status, name, location, message, rating ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER coupons_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
