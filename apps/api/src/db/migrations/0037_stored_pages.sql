-- The terms, the privacy policy, the FAQ and About are stored, section by section, one row per language: staff edit
-- them in the console and a Hindi visitor reads them in Hindi. English is the source (its heading and body are
-- required); another language's empty field shows the English, field by field.
CREATE TYPE "public"."shop_page" AS ENUM('terms', 'privacy', 'faq', 'about');--> statement-breakpoint
CREATE TABLE "page_sections" (
	"page" "shop_page" NOT NULL,
	"section" text NOT NULL,
	"locale" "shop_locale" NOT NULL,
	-- The section's place on its page (the English row's counts).
	"position" integer NOT NULL,
	"heading" text,
	"body" text,
	-- Counts the saves, so a member of staff saving over words they did not see is told (409), not silently lost.
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_sections_pk" PRIMARY KEY ("page", "section", "locale"),
	CONSTRAINT "page_sections_english_complete" CHECK ("locale" <> 'en' OR ("heading" IS NOT NULL AND "body" IS NOT NULL))
);
--> statement-breakpoint
-- What a page shows changes with its rows: every process forgets the pages it kept.
CREATE TRIGGER page_sections_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_sections
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_public_topic('pages');
