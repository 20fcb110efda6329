CREATE TABLE "credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"job_id" integer,
	"counterpart_user_id" integer,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_reason_check" CHECK ("credits"."reason" in ('loyalty', 'referral_referrer', 'referral_referred', 'spent')),
	CONSTRAINT "credits_delta_check" CHECK (("credits"."reason" = 'spent' and "credits"."delta" = -1) or ("credits"."reason" <> 'spent' and "credits"."delta" = 1))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"method" text NOT NULL,
	"pay_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"disputed" boolean DEFAULT false NOT NULL,
	"platform_owes_cents" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"reported_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'venmo', 'paypal', 'credit')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "payments_money_check" CHECK ("payments"."pay_cents" >= 0 and "payments"."platform_fee_cents" >= 0 and "payments"."total_cents" = "payments"."pay_cents" + "payments"."platform_fee_cents" and "payments"."platform_owes_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_counterpart_user_id_users_id_fk" FOREIGN KEY ("counterpart_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD CONSTRAINT "stripe_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credits_grant_key_unique" ON "credits" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "credits_user_idx" ON "credits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_job" ON "payments" USING btree ("job_id") WHERE "payments"."status" in ('pending', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_payee_idx" ON "payments" USING btree ("payee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_accounts_account_unique" ON "stripe_accounts" USING btree ("account_id");