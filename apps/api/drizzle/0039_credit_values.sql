ALTER TABLE "credits" ADD COLUMN "value_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "free_game_credit_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_game_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "loyalty_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_free_game_credit_id_credits_id_fk" FOREIGN KEY ("free_game_credit_id") REFERENCES "public"."credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_credit" ON "payments" USING btree ("free_game_credit_id") WHERE "payments"."status" in ('pending', 'completed') and "payments"."free_game_credit_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_paid_game_idx" ON "payments" USING btree ("payer_id","paid_game_number") WHERE "payments"."paid_game_number" is not null;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_value_check" CHECK ("credits"."value_cents" >= 0);--> statement-breakpoint
-- Credits earned before values were stored (decision 26): a referral pair shares the fee of the game
-- that settled it; a loyalty credit is worth the fees of the team's ten card games up to the one that
-- earned it; both at most the default FREE_GAME_CAP. Credits no game explains stay worth nothing.
UPDATE "credits" AS c SET "value_cents" = least(6000, CASE WHEN c."reason" = 'referral_referred'
    THEN p."platform_fee_cents" - p."platform_fee_cents" / 2 ELSE p."platform_fee_cents" / 2 END)
  FROM "payments" AS p
  WHERE c."reason" IN ('referral_referrer', 'referral_referred') AND p."job_id" = c."job_id"
    AND p."method" = 'card' AND p."status" = 'completed';--> statement-breakpoint
UPDATE "credits" AS c SET "value_cents" = least(6000, w."fees")
  FROM (SELECT "job_id", "payer_id", sum("platform_fee_cents") OVER (PARTITION BY "payer_id"
          ORDER BY "completed_at", "id" ROWS BETWEEN 9 PRECEDING AND CURRENT ROW) AS "fees"
        FROM "payments" WHERE "method" = 'card' AND "status" = 'completed'
          AND "free_game_discount_cents" = 0) AS w
  WHERE c."reason" = 'loyalty' AND w."job_id" = c."job_id" AND w."payer_id" = c."user_id";
