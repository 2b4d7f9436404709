-- Grievances (Consumer Protection (E-Commerce) Rules 2020, DPDP Rules 2025): a numbered ticket per complaint,
-- acknowledged by mail at once and answered by staff within 90 days; the mails wait in their own outbox, written in
-- the grievance's transaction, claimed before sending.
CREATE TYPE "public"."grievance_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "grievance_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid,
	"name" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"order_number" text,
	"status" "grievance_status" DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"closed_at" timestamp with time zone,
	"requester" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_number_unique" UNIQUE("number"),
	CONSTRAINT "grievances_answer_with_time" CHECK (("answer" is null) = ("answered_at" is null))
);--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grievances_email_idx" ON "grievances" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "grievances_requester_idx" ON "grievances" USING btree ("requester","created_at");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "grievance_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" "notification_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_mails_kind" CHECK ("kind" in ('received', 'answered'))
);--> statement-breakpoint
ALTER TABLE "grievance_mails" ADD CONSTRAINT "grievance_mails_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_mails_once_unique" ON "grievance_mails" USING btree ("grievance_id","kind");--> statement-breakpoint
CREATE INDEX "grievance_mails_due_idx" ON "grievance_mails" USING btree ("status","next_attempt_at");
