-- The Idempotency-Key of each add-to-cart tap, remembered for a day: the same tap sent twice (a double tap, a retry
-- after a dropped answer) adds its units once. The key is claimed in the add's own transaction, so two identical
-- requests in flight queue on the primary key and the second finds the first's; a refused add rolls its key back.
CREATE TABLE "cart_add_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_add_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "cart_add_keys" ADD CONSTRAINT "cart_add_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_add_keys_created_at_idx" ON "cart_add_keys" USING btree ("user_id","created_at");
