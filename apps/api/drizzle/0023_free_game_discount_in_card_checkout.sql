ALTER TABLE "credits" DROP CONSTRAINT "credits_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "free_game_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_reason_check" CHECK ("credits"."reason" in ('loyalty', 'referral_referrer', 'referral_referred', 'spent', 'returned'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_free_game_discount_check" CHECK ("payments"."free_game_discount_cents" >= 0 and "payments"."free_game_discount_cents" <= "payments"."pay_cents");