-- Cart and refill reminders (docs/decisions/039-reminders.md): one row per reminder, written once by whichever
-- process finds it due (the unique indexes make a second write do nothing), sent through its own outbox, and kept
-- with its outcome: sent, failed with the provider's reason, or withdrawn when by its time it no longer applied.
CREATE TYPE "public"."reminder_kind" AS ENUM('cart_first', 'cart_second', 'refill');--> statement-breakpoint
CREATE TYPE "public"."reminder_channel" AS ENUM('whatsapp', 'sms', 'email');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'withdrawn');--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"status" "reminder_status" DEFAULT 'pending' NOT NULL,
	"cart_started_at" timestamp with time zone,
	"order_id" uuid,
	"items" jsonb NOT NULL,
	"coupon_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_names_what" CHECK (("reminders"."kind" = 'refill') = ("reminders"."order_id" is not null) and ("reminders"."kind" = 'refill') = ("reminders"."cart_started_at" is null))
);--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_cart_once_unique" ON "reminders" USING btree ("user_id","kind","cart_started_at") WHERE "reminders"."cart_started_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_refill_once_unique" ON "reminders" USING btree ("user_id","order_id") WHERE "reminders"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reminders_sent_idx" ON "reminders" USING btree ("sent_at") WHERE "reminders"."sent_at" is not null;--> statement-breakpoint
-- How many cats a household has, when the customer tells us: refill reminders are timed by it.
ALTER TABLE "users" ADD COLUMN "cat_count" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cat_count_range" CHECK ("users"."cat_count" between 1 and 20);
