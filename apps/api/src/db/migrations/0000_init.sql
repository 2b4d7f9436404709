CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"product_name" text NOT NULL,
	"name" text NOT NULL,
	"line_key" text NOT NULL,
	"category" text NOT NULL,
	"fragrance" text DEFAULT '' NOT NULL,
	"weight" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"offer_percent" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_mrp_nonnegative" CHECK ("products"."mrp_paise" >= 0),
	CONSTRAINT "products_offer_range" CHECK ("products"."offer_percent" between 0 and 100),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_category_known" CHECK ("products"."category" in ('litter', 'accessories', 'care'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"message" text NOT NULL,
	"rating" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderation_note" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "products_line_key_idx" ON "products" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_hidden","sort_order");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");