ALTER TABLE "jobs" ADD COLUMN "application_window_ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Jobs posted before the window existed had none: first come, first served, as they were.
UPDATE "jobs" SET "application_window_ends_at" = "created_at";