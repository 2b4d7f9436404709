-- The shop speaks English and Hindi. English stays where it is (products, coupons); each other language's words are
-- one row beside it, and a field left empty (null) falls back to the English field by field. Customers and orders
-- remember the language they were made in, so messages go out in it.
CREATE TYPE "public"."shop_locale" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "shop_locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Null: the order was placed without a chosen language (its messages then speak the customer's).
ALTER TABLE "orders" ADD COLUMN "language" "shop_locale";--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"locale" "shop_locale" NOT NULL,
	"product_name" text,
	"name" text,
	"description" text,
	"highlights" text[],
	-- Counts the saves, so a member of staff saving over words they did not see is told (409), not silently lost.
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_pk" PRIMARY KEY ("product_id", "locale"),
	CONSTRAINT "product_translations_not_english" CHECK ("locale" <> 'en')
);
--> statement-breakpoint
-- Found in the language's own words: no stemming for Hindi in PostgreSQL, so the words as they are (simple), names
-- weighted as the English document weighs them (A) above the description (C).
ALTER TABLE "product_translations" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("product_name", '') || ' ' || coalesce("name", '')), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "product_translations_search_document_idx" ON "product_translations" USING gin ("search_document");--> statement-breakpoint
CREATE TABLE "coupon_translations" (
	"coupon_id" uuid NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
	"locale" "shop_locale" NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_translations_pk" PRIMARY KEY ("coupon_id", "locale"),
	CONSTRAINT "coupon_translations_not_english" CHECK ("locale" <> 'en')
);
--> statement-breakpoint
-- A translation is part of what the storefront shows: its change is announced under the topic it belongs to, so every
-- process forgets the answers (and pages) it kept in that topic.
CREATE OR REPLACE FUNCTION shop_announce_public_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_public_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_topic('products');
--> statement-breakpoint
CREATE TRIGGER coupon_translations_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupon_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_topic('coupons');
