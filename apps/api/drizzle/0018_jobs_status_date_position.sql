DROP INDEX "jobs_status_date_idx";--> statement-breakpoint
CREATE INDEX "jobs_status_date_lat_lng_idx" ON "jobs" USING btree ("status","job_date","latitude","longitude");