CREATE TABLE "card_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_customers_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "card_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"card_label" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"pay_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"hold_at" timestamp with time zone NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"intent_id" text,
	"held_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_message" text,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"captured_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_holds_status_check" CHECK ("card_holds"."status" in ('scheduled', 'held', 'failed', 'disputed', 'captured', 'released')),
	CONSTRAINT "card_holds_money_check" CHECK ("card_holds"."pay_cents" > 0 and "card_holds"."platform_fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pays_by_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_customers" ADD CONSTRAINT "card_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_holds_one_live_per_job" ON "card_holds" USING btree ("job_id") WHERE "card_holds"."status" in ('scheduled', 'held', 'failed', 'disputed');--> statement-breakpoint
CREATE UNIQUE INDEX "card_holds_intent_unique" ON "card_holds" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "card_holds_job_idx" ON "card_holds" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "card_holds_live_idx" ON "card_holds" USING btree ("status","hold_at") WHERE "card_holds"."status" in ('scheduled', 'held', 'failed', 'disputed');