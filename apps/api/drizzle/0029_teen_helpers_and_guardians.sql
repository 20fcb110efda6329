CREATE TABLE "guardianships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardianships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teen_id" integer NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"consent_wording" text,
	"consented_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardianships_status_check" CHECK ("guardianships"."status" in ('pending', 'given', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_teen_unique" ON "guardianships" USING btree ("teen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_token_unique" ON "guardianships" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardianships_guardian_idx" ON "guardianships" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "guardianships_live_idx" ON "guardianships" USING btree ("teen_id") WHERE "guardianships"."status" in ('pending', 'given');--> statement-breakpoint
CREATE INDEX "users_date_of_birth_idx" ON "users" USING btree ("date_of_birth") WHERE "users"."date_of_birth" is not null;