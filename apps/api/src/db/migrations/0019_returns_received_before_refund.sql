-- A return is refunded once the parcel is back: 'received' sits between 'approved' (pickup arranged) and 'refunded'.
-- Each step keeps its time; a "Damaged product" request keeps the name of its photo (a file under UPLOAD_DIR that
-- only staff are shown), a Cash on Delivery request the UPI ID its refund goes to, and the transfer's reference once
-- staff paid it. Updates gain the 'return_received' event. An order keeps the name of the courier carrying it.
-- ADD VALUE may run in the migrator's transaction; the new values are used only after it commits.
ALTER TYPE "public"."return_status" ADD VALUE IF NOT EXISTS 'received' BEFORE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE IF NOT EXISTS 'return_received' BEFORE 'return_rejected';--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_upi" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;
