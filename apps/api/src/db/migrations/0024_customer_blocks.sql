-- Staff can block a customer: while blocked_at is set the account cannot sign in by any method, and the session check
-- read on every signed-in request refuses it, so access tokens issued before the block stop at once. The reason staff
-- gave is kept beside it (and in the audit log). Orders already placed are untouched.
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_has_reason" CHECK (("blocked_at" is null) = ("blocked_reason" is null));
