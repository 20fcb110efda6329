CREATE TABLE "job_reschedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_reschedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"from_date" date NOT NULL,
	"from_start_time" text NOT NULL,
	"from_end_time" text NOT NULL,
	"job_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"note" text,
	"outcome" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reschedules_outcome_check" CHECK ("job_reschedules"."outcome" in ('accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "job_reschedules" ADD CONSTRAINT "job_reschedules_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reschedules" ADD CONSTRAINT "job_reschedules_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reschedules_one_open_per_job" ON "job_reschedules" USING btree ("job_id") WHERE "job_reschedules"."outcome" is null;--> statement-breakpoint
CREATE INDEX "job_reschedules_job_idx" ON "job_reschedules" USING btree ("job_id","created_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('open', 'assigned', 'rescheduling', 'completed', 'paid', 'cancelled'));