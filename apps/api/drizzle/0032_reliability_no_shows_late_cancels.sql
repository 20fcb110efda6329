CREATE TABLE "late_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "late_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"party" text NOT NULL,
	"helper_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "late_cancellations_party_check" CHECK ("late_cancellations"."party" in ('helper', 'team'))
);
--> statement-breakpoint
CREATE TABLE "no_show_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "no_show_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"contest_by" timestamp with time zone NOT NULL,
	"contest_reason" text,
	"contested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	CONSTRAINT "no_show_reports_status_check" CHECK ("no_show_reports"."status" in ('reported', 'contested', 'upheld', 'overturned'))
);
--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_helper_id_helper_profiles_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helper_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_team_id_team_profiles_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_helper_id_helper_profiles_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helper_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_team_id_team_profiles_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_cancellations_job_party_helper_unique" ON "late_cancellations" USING btree ("job_id","party","helper_id");--> statement-breakpoint
CREATE INDEX "late_cancellations_helper_idx" ON "late_cancellations" USING btree ("helper_id") WHERE "late_cancellations"."party" = 'helper';--> statement-breakpoint
CREATE INDEX "late_cancellations_team_idx" ON "late_cancellations" USING btree ("team_id") WHERE "late_cancellations"."party" = 'team';--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_reports_job_unique" ON "no_show_reports" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "no_show_reports_helper_idx" ON "no_show_reports" USING btree ("helper_id","status");--> statement-breakpoint
CREATE INDEX "no_show_reports_contested_idx" ON "no_show_reports" USING btree ("contested_at") WHERE "no_show_reports"."status" = 'contested';--> statement-breakpoint
CREATE INDEX "game_reminders_helper_idx" ON "game_reminders" USING btree ("helper_id","starts_at");