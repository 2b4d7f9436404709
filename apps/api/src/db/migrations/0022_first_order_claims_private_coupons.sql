-- One first order per person. A first-order coupon (free_order, or any coupon marked for new customers) claims, in
-- the order's own transaction, the customer's normalised email, verified phone and delivery address (normalised
-- street + pincode). The unique index makes a second claim of any of them wait for the first transaction and then
-- find it, across processes; a cancelled order deletes its claims (the order's foreign key does so when it goes).
CREATE TABLE "first_order_claims" (
	"kind" text NOT NULL,
	"identity" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_order_claims_kind_identity_pk" PRIMARY KEY("kind","identity"),
	CONSTRAINT "first_order_claims_kind" CHECK ("kind" in ('email', 'phone', 'address'))
);
--> statement-breakpoint
ALTER TABLE "first_order_claims" ADD CONSTRAINT "first_order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_order_claims" ADD CONSTRAINT "first_order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_order_claims_order_idx" ON "first_order_claims" USING btree ("order_id");--> statement-breakpoint
-- Private coupons work when typed and are never listed; a coupon may be limited to named customers (normalised
-- emails). Every existing coupon stays public, for everyone, and not only for new customers.
ALTER TABLE "coupons" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "for_new_customers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "allowed_emails" text[] DEFAULT '{}'::text[] NOT NULL;
