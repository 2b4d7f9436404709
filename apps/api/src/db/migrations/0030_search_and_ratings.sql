-- Searching the catalogue in PostgreSQL (docs/decisions/034-search-in-postgresql.md), and each product's rating.
--
-- A review may name the product it is about; a product's rating is the count and sum of the stars of its approved
-- reviews, kept on the product by a trigger on reviews, so every list and search reads it with the product and a
-- change of it is announced like any other change the storefront shows (migration 0012's notices).
ALTER TABLE "reviews" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_approved_idx" ON "reviews" USING btree ("product_id") WHERE "reviews"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" between "products"."rating_count" and 5 * "products"."rating_count");--> statement-breakpoint
-- Row level: the old and the new row each count or uncount themselves. Each UPDATE adds to the row as it is at that
-- moment (its row lock queues concurrent moderations), so approvals racing each other are all counted.
CREATE OR REPLACE FUNCTION shop_count_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' AND OLD.product_id IS NOT NULL THEN
    UPDATE products SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'approved' AND NEW.product_id IS NOT NULL THEN
    UPDATE products SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_product_rating AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION shop_count_product_rating();
--> statement-breakpoint
CREATE TRIGGER reviews_product_rating_update AFTER UPDATE OF status, rating, product_id ON reviews
  FOR EACH ROW
  WHEN ((OLD.status = 'approved' OR NEW.status = 'approved')
    AND (OLD.status, OLD.rating, OLD.product_id) IS DISTINCT FROM (NEW.status, NEW.rating, NEW.product_id))
  EXECUTE FUNCTION shop_count_product_rating();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_public_update ON products;--> statement-breakpoint
CREATE TRIGGER products_public_update AFTER UPDATE OF slug, product_name, name, line_key, category, fragrance, weight,
  mrp_paise, selling_price_paise, images, is_available, is_hidden, description, highlights, sort_order, rating_count, rating_sum ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
-- The weighted document each product is found by: its names (A), its fragrance, size and category (B), its
-- description (C). English stemming ("litters" finds litter); words of other scripts are kept as they are.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("product_name", '') || ' ' || coalesce("name", '') || ' ' || replace(coalesce("slug", ''), '-', ' ')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("fragrance", '') || ' ' || coalesce("weight", '') || ' '
    || CASE "category" WHEN 'litter' THEN 'litter' WHEN 'accessories' THEN 'accessories' WHEN 'care' THEN 'care' ELSE '' END), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_product_name_trgm_idx" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
-- The staff's synonym and transliteration list: a word and the words a search for it also finds, both ways.
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term"),
	CONSTRAINT "search_synonyms_term_lower" CHECK ("search_synonyms"."term" = lower("search_synonyms"."term") and length("search_synonyms"."term") > 0)
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_synonyms_idx" ON "search_synonyms" USING gin ("synonyms");--> statement-breakpoint
-- Searches answered from memory are stale once the list changes, in every process.
CREATE TRIGGER search_synonyms_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_change();
--> statement-breakpoint
INSERT INTO "search_synonyms" ("term", "synonyms") VALUES
  ('cat', ARRAY['billi', 'बिल्ली', 'kitty', 'kitten']),
  ('litter', ARRAY['sand', 'ret', 'रेत', 'mitti', 'मिट्टी']),
  ('scoop', ARRAY['spoon', 'scooper', 'chammach']),
  ('mat', ARRAY['rug', 'chatai']),
  ('deodoriser', ARRAY['deodorizer', 'odour', 'odor', 'smell', 'khushbu']),
  ('bags', ARRAY['bag', 'thaili', 'थैली', 'liners']),
  ('unscented', ARRAY['fragrance free', 'plain', 'no smell']),
  ('bentonite', ARRAY['clay', 'clumping']);
--> statement-breakpoint
-- Searches that found nothing: the normalised words, how often and when, and nothing of who searched.
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_count_positive" CHECK ("search_misses"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX "search_misses_last_idx" ON "search_misses" USING btree ("last_searched_at");
