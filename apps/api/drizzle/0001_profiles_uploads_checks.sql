CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_unique" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_zip_code_idx" ON "users" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "helper_profiles_featured_idx" ON "helper_profiles" USING btree ("is_verified","avg_rating","total_reviews");--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('team', 'helper', 'both', 'admin', 'tournament-director'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"));--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD CONSTRAINT "helper_profiles_rates_check" CHECK ("helper_profiles"."hourly_rate_min_cents" >= 2500 and "helper_profiles"."hourly_rate_max_cents" >= "helper_profiles"."hourly_rate_min_cents");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('open', 'assigned', 'completed', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_type_check" CHECK ("jobs"."job_type" in ('scorekeeper', 'scoreboard', 'streaming', 'full-service'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_money_check" CHECK ("jobs"."hourly_rate_cents" >= 2500 and "jobs"."total_pay_cents" >= 0);