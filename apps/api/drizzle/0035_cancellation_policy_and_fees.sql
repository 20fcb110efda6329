ALTER TABLE "jobs" ADD COLUMN "cancel_free_until_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "late_cancel_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "show_up_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_reason_kind" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_fee_kind" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancellation_policy_check" CHECK ("jobs"."cancel_free_until_hours" between 12 and 48 and "jobs"."late_cancel_percent" between 0 and 50 and "jobs"."show_up_percent" between 25 and 100 and "jobs"."show_up_percent" >= "jobs"."late_cancel_percent");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancel_reason_kind_check" CHECK ("jobs"."cancel_reason_kind" is null or "jobs"."cancel_reason_kind" in ('weather', 'schedule_change', 'other'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancellation_fee_check" CHECK ("jobs"."cancellation_fee_cents" >= 0 and ("jobs"."cancellation_fee_kind" is null) = ("jobs"."cancellation_fee_cents" = 0));