CREATE TABLE "background_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"candidate_id" text NOT NULL,
	"invitation_id" text NOT NULL,
	"invitation_url" text,
	"report_id" text,
	"invited_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"adverse_action" text DEFAULT 'none' NOT NULL,
	"pre_adverse_at" timestamp with time zone,
	"respond_by" timestamp with time zone,
	"final_adverse_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "safesport_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safesport_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "team_safety_defaults" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"background_check" boolean DEFAULT false NOT NULL,
	"safe_sport" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requires_background_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requires_safe_sport" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safesport_certificates" ADD CONSTRAINT "safesport_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safesport_certificates" ADD CONSTRAINT "safesport_certificates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_safety_defaults" ADD CONSTRAINT "team_safety_defaults_team_id_team_profiles_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_checks_user_idx" ON "background_checks" USING btree ("user_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "background_checks_invitation_unique" ON "background_checks" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "background_checks_report_idx" ON "background_checks" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_checks_one_open" ON "background_checks" USING btree ("user_id") WHERE "background_checks"."status" in ('invited', 'pending');--> statement-breakpoint
CREATE INDEX "safesport_certificates_user_idx" ON "safesport_certificates" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "safesport_certificates_pending_idx" ON "safesport_certificates" USING btree ("submitted_at") WHERE "safesport_certificates"."status" = 'pending';