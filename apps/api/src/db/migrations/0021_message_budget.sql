-- Every paid text (SMS or WhatsApp) the shop sends on a customer's request, counted per account, per phone number,
-- per client address and shop-wide against MESSAGE_BUDGET. A row is written in the same transaction as the code it
-- carries, under a lock, so racing requests cannot all slip under a limit, and every API process sees the same counts.
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"user_id" uuid,
	"requester" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_user_idx" ON "text_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "text_messages_destination_idx" ON "text_messages" USING btree ("destination","sent_at");--> statement-breakpoint
CREATE INDEX "text_messages_requester_idx" ON "text_messages" USING btree ("requester","sent_at");--> statement-breakpoint
CREATE INDEX "text_messages_sent_at_idx" ON "text_messages" USING btree ("sent_at");--> statement-breakpoint
-- Each change of an account's mobile number: a new number can be sent codes, so changes are limited per day.
CREATE TABLE "phone_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_changes" ADD CONSTRAINT "phone_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_changes_user_idx" ON "phone_changes" USING btree ("user_id","changed_at");
