CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('reminders', 'payments', 'reviews', 'messages', 'applications')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "game_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"team_warned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reminders" ADD CONSTRAINT "game_reminders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reminders" ADD CONSTRAINT "game_reminders_helper_id_helper_profiles_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helper_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_reminders_job_helper_start_unique" ON "game_reminders" USING btree ("job_id","helper_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_reminders_token_unique" ON "game_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_reminders_unconfirmed_idx" ON "game_reminders" USING btree ("starts_at") WHERE "game_reminders"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("failed_at");