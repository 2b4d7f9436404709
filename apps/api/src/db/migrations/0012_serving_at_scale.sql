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
--> statement-breakpoint
-- Adding to a cart and emptying it in one round trip each: the cart's lock (the same advisory lock name as
-- lib/locks.ts takes for 'cart:<user id>') is held for microseconds, not across five round trips, so a customer's
-- two tabs no longer queue behind each other holding pool connections. Each statement inside sees what the one
-- before it committed (a VOLATILE function takes a new snapshot per statement), so limits hold under concurrency.
-- It checks the product too (visible, available, in stock: read at that moment, never from a cache). The caller
-- passes the limits; the function answers the line, or 'not_found', or 'refused' with the quantity that was asked
-- for, the product's availability and stock (the caller words the refusal), or 'too_many_lines'. A cart is not money: its changes commit without waiting for the disk
-- (synchronous_commit off for these transactions only), so a crash of the database may lose the last moment of
-- cart edits, never an order. Orders, payments and everything else keep waiting for the disk.
CREATE OR REPLACE FUNCTION shop_cart_add(p_user uuid, p_product uuid, p_units integer, p_max_quantity integer, p_max_lines integer)
RETURNS TABLE (outcome text, id uuid, user_id uuid, product_id uuid, quantity integer, created_at timestamptz, updated_at timestamptz,
  available boolean, stock integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line cart_items%ROWTYPE;
  v_available boolean;
  v_stock integer;
  v_cap integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT p.is_available, p.stock INTO v_available, v_stock FROM products p WHERE p.id = p_product AND NOT p.is_hidden;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::uuid, p_user, p_product, p_units, now(), now(), false, 0;
    RETURN;
  END IF;
  v_cap := CASE WHEN v_available THEN least(p_max_quantity, v_stock) ELSE 0 END;
  PERFORM pg_advisory_xact_lock(hashtextextended('cart:' || p_user::text, 0));
  SELECT * INTO line FROM cart_items c WHERE c.user_id = p_user AND c.product_id = p_product;
  IF FOUND THEN
    IF line.quantity + p_units > v_cap THEN
      RETURN QUERY SELECT 'refused'::text, line.id, line.user_id, line.product_id, line.quantity + p_units, line.created_at, line.updated_at, v_available, v_stock;
      RETURN;
    END IF;
    RETURN QUERY UPDATE cart_items c SET quantity = c.quantity + p_units, updated_at = now() WHERE c.id = line.id
      RETURNING 'ok'::text, c.id, c.user_id, c.product_id, c.quantity, c.created_at, c.updated_at, v_available, v_stock;
    RETURN;
  END IF;
  IF p_units > v_cap THEN
    RETURN QUERY SELECT 'refused'::text, NULL::uuid, p_user, p_product, p_units, now(), now(), v_available, v_stock;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM cart_items c WHERE c.user_id = p_user) >= p_max_lines THEN
    RETURN QUERY SELECT 'too_many_lines'::text, NULL::uuid, p_user, p_product, p_units, now(), now(), v_available, v_stock;
    RETURN;
  END IF;
  RETURN QUERY INSERT INTO cart_items AS c (user_id, product_id, quantity) VALUES (p_user, p_product, p_units)
    RETURNING 'ok'::text, c.id, c.user_id, c.product_id, c.quantity, c.created_at, c.updated_at, v_available, v_stock;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_cart_clear(p_user uuid) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtextextended('cart:' || p_user::text, 0));
  DELETE FROM cart_items WHERE user_id = p_user;
END;
$$;
