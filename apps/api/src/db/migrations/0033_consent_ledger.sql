-- The consent ledger (docs/decisions/037-consent-ledger.md): what each customer agreed to, purpose by purpose, when,
-- from which screen and to which wording, and when they withdrew. `consent_events` is only ever added to;
-- `user_consents` is where each purpose stands now, changed in the same transaction as the event it records.
CREATE TYPE "public"."consent_purpose" AS ENUM('order_updates_whatsapp', 'order_updates_sms', 'offers_whatsapp', 'offers_sms', 'offers_email', 'analytics');--> statement-breakpoint
CREATE TYPE "public"."consent_source" AS ENUM('sign_up', 'profile', 'checkout', 'stop_link', 'stop_reply', 'cookie_banner', 'staff');--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"source" "consent_source" NOT NULL,
	"version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_at_idx" ON "consent_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE TABLE "user_consents" (
	"user_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"source" "consent_source" NOT NULL,
	"version" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_consents_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Who may be sent a reminder on a channel: read by purpose.
CREATE INDEX "user_consents_granted_idx" ON "user_consents" USING btree ("purpose") WHERE "user_consents"."granted";
