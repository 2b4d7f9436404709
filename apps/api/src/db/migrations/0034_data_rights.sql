-- A customer's data rights (docs/decisions/038-data-rights-and-grievances.md): deleting an account anonymises its
-- row (erased_at) rather than removing it, because invoices and orders must keep pointing at a buyer; a nominee
-- (DPDP section 14); and every request to download or delete data, with its 90-day clock for staff.
ALTER TYPE "public"."code_purpose" ADD VALUE IF NOT EXISTS 'erase';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "nominees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominees_has_contact" CHECK ("email" is not null or "phone" is not null)
);--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TYPE "public"."data_request_kind" AS ENUM('export', 'deletion');--> statement-breakpoint
CREATE TYPE "public"."data_request_status" AS ENUM('requested', 'done');--> statement-breakpoint
CREATE TYPE "public"."data_request_source" AS ENUM('account', 'staff');--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "data_request_kind" NOT NULL,
	"status" "data_request_status" NOT NULL,
	"source" "data_request_source" NOT NULL,
	"reference" text,
	"handled_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "data_requests_done_has_time" CHECK (("status" = 'done') = ("done_at" is not null))
);--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_user_kind_idx" ON "data_requests" USING btree ("user_id","kind","requested_at");--> statement-breakpoint
CREATE INDEX "data_requests_requested_idx" ON "data_requests" USING btree ("requested_at");
