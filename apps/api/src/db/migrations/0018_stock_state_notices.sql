-- The storefront now shows whether a product is in stock, and how many are left once few are (PUBLIC_STOCK.lowUnits
-- in packages/contract/src/catalog.ts: 10, the most one cart holds of a product). Stock changes with every order, and
-- each notice makes every API process rebuild the catalogue and forget its kept pages, so a change of stock is
-- announced only when what the storefront shows changes: in stock <-> sold out, or the units left while there are
-- 10 or fewer. A stock going from 240 to 239 announces nothing. Row level, since the states of the old and new rows
-- decide; PostgreSQL folds identical notices of one transaction into one.
CREATE TRIGGER products_public_stock_state AFTER UPDATE OF stock ON products
  FOR EACH ROW
  WHEN (LEAST(OLD.stock, 11) IS DISTINCT FROM LEAST(NEW.stock, 11))
  EXECUTE FUNCTION shop_announce_public_change();
