CREATE TABLE "availabilities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" text DEFAULT '[]' NOT NULL,
	"weekly_minutes" "int4multirange",
	"max_games_per_day" integer,
	"calendar_url" text,
	"calendar_file_name" text,
	"calendar_fetched_at" timestamp with time zone,
	"calendar_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_max_games_check" CHECK ("availabilities"."max_games_per_day" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "availability_blackouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text,
	CONSTRAINT "availability_blackouts_order_check" CHECK ("availability_blackouts"."from_date" <= "availability_blackouts"."to_date")
);
--> statement-breakpoint
CREATE TABLE "availability_busy" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blackouts" ADD CONSTRAINT "availability_blackouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy" ADD CONSTRAINT "availability_busy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_calendar_due_idx" ON "availabilities" USING btree ("calendar_fetched_at") WHERE "availabilities"."calendar_url" is not null;--> statement-breakpoint
CREATE INDEX "availability_blackouts_user_idx" ON "availability_blackouts" USING btree ("user_id","to_date");--> statement-breakpoint
CREATE INDEX "availability_busy_user_idx" ON "availability_busy" USING btree ("user_id");