-- GST tax invoices: each product's HSN code and GST rate (basis points: 500 is 5%), copied onto order lines at
-- placement; invoices and credit notes with gap-free numbers from a counter row per series and financial year.
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '250810' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_format" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_known" CHECK ("products"."gst_rate_bp" in (0, 25, 300, 500, 1200, 1800, 2800, 4000));--> statement-breakpoint
-- Bentonite litter keeps the default (2508 10, 5%); the other categories and the seeded accessories get theirs.
UPDATE "products" SET "hsn_code" = '392690', "gst_rate_bp" = 1800 WHERE "category" = 'accessories';--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '330749', "gst_rate_bp" = 1800 WHERE "category" = 'care';--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '732393', "gst_rate_bp" = 500 WHERE "slug" = 'stainless-steel-litter-scoop';--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '392329', "gst_rate_bp" = 1800 WHERE "slug" = 'compostable-litter-bags';--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '392490', "gst_rate_bp" = 1800 WHERE "slug" = 'covered-litter-box';--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
UPDATE "order_items" SET "hsn_code" = p."hsn_code", "gst_rate_bp" = p."gst_rate_bp" FROM "products" p WHERE p."id" = "order_items"."product_id";--> statement-breakpoint
UPDATE "order_items" SET "hsn_code" = '250810', "gst_rate_bp" = 500 WHERE "hsn_code" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate_bp" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"supply_type" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_supply_type_known" CHECK ("invoices"."supply_type" in ('intra', 'inter')),
	CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."invoice_id" is not null)),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_unique" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_unique" ON "invoices" USING btree ("kind","financial_year","sequence");
