CREATE TABLE "job_alert_matches" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"radius_miles" integer NOT NULL,
	"area_min_lat" double precision NOT NULL,
	"area_max_lat" double precision NOT NULL,
	"area_min_lng" double precision NOT NULL,
	"area_max_lng" double precision NOT NULL,
	"services" text[] NOT NULL,
	"days" integer[] NOT NULL,
	"channel" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_digest_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_channel_check" CHECK ("job_alerts"."channel" in ('push', 'email', 'off')),
	CONSTRAINT "job_alerts_radius_check" CHECK ("job_alerts"."radius_miles" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_waiting_idx" ON "job_alert_matches" USING btree ("user_id") WHERE "job_alert_matches"."pushed_at" is null and "job_alert_matches"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_unsubscribe_unique" ON "job_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "job_alerts_live_area_idx" ON "job_alerts" USING gist (box(point("area_min_lng", "area_min_lat"), point("area_max_lng", "area_max_lat"))) WHERE "job_alerts"."channel" <> 'off';