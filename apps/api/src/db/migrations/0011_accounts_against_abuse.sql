CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_known";--> statement-breakpoint
DROP INDEX "users_phone_unique";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- A phone already proved by a login code sent to it stays verified; every other number is a contact number only.
UPDATE "users" u SET "phone_verified_at" = (
	SELECT max(c."consumed_at") FROM "one_time_codes" c
	WHERE c."user_id" = u."id" AND c."destination" = u."phone" AND c."purpose" = 'login' AND c."consumed_at" IS NOT NULL
) WHERE u."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_lookup_idx" ON "sign_in_failures" USING btree ("kind","subject","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_known" CHECK ("one_time_codes"."purpose" in ('signup', 'login', 'reset', 'phone'));