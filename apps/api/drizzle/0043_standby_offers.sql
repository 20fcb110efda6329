CREATE TABLE "standby_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standby_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "standby_offers_status_check" CHECK ("standby_offers"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "standby_offers_deadline_check" CHECK ("standby_offers"."expires_at" > "standby_offers"."offered_at")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "standby_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "standby_offers" ADD CONSTRAINT "standby_offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_offers" ADD CONSTRAINT "standby_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standby_offers_one_open_per_job" ON "standby_offers" USING btree ("job_id") WHERE "standby_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "standby_offers_job_application_idx" ON "standby_offers" USING btree ("job_id","application_id");--> statement-breakpoint
CREATE INDEX "standby_offers_open_expiry_idx" ON "standby_offers" USING btree ("expires_at") WHERE "standby_offers"."status" = 'open';