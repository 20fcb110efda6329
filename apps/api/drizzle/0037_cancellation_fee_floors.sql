ALTER TABLE "jobs" DROP CONSTRAINT "jobs_cancellation_policy_check";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "late_cancel_percent" SET DEFAULT 50;--> statement-breakpoint
-- Policies chosen below the new floors (decision 24) are raised to them; fees already recorded keep their own percent.
UPDATE "jobs" SET "late_cancel_percent" = greatest("late_cancel_percent", 50), "show_up_percent" = greatest("show_up_percent", 50);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancellation_policy_check" CHECK ("jobs"."cancel_free_until_hours" between 12 and 48 and "jobs"."late_cancel_percent" between 50 and 100 and "jobs"."show_up_percent" between 50 and 100 and "jobs"."show_up_percent" >= "jobs"."late_cancel_percent");