CREATE TABLE "job_stream_consents" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"confirmed_by_id" integer,
	"confirmed_by_name" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"stream_url" text,
	"stream_url_set_at" timestamp with time zone,
	CONSTRAINT "job_stream_consents_audience_check" CHECK ("job_stream_consents"."audience" in ('public', 'families'))
);
--> statement-breakpoint
CREATE TABLE "team_family_invitees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_family_invitees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_family_invitees_email_lowercase" CHECK ("team_family_invitees"."email" = lower("team_family_invitees"."email"))
);
--> statement-breakpoint
ALTER TABLE "job_stream_consents" ADD CONSTRAINT "job_stream_consents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stream_consents" ADD CONSTRAINT "job_stream_consents_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_family_invitees" ADD CONSTRAINT "team_family_invitees_team_id_team_profiles_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_family_invitees_team_email_unique" ON "team_family_invitees" USING btree ("team_id","email");--> statement-breakpoint
CREATE INDEX "team_family_invitees_email_idx" ON "team_family_invitees" USING btree ("email");