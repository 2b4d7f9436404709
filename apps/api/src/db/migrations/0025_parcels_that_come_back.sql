-- Parcels that do not reach the customer: on their way back to the shop (rto_initiated), back with it (rto_delivered),
-- or lost or damaged by the courier (lost); the customer's update of each of the last two.
-- ADD VALUE may run in the migrator's transaction; the new values are used only after it commits.
ALTER TYPE "public"."order_status" ADD VALUE IF NOT EXISTS 'rto_initiated';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE IF NOT EXISTS 'rto_delivered';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE IF NOT EXISTS 'lost';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE IF NOT EXISTS 'rto_delivered';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE IF NOT EXISTS 'lost';
