ALTER TABLE "reviews" ADD COLUMN "reviewee_role" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_reviewee_published_idx" ON "reviews" USING btree ("reviewee_id","reviewee_role","published_at");--> statement-breakpoint
CREATE INDEX "reviews_blind_job_idx" ON "reviews" USING btree ("job_id") WHERE "reviews"."published_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_role_check" CHECK ("reviews"."reviewee_role" in ('helper', 'team'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_length" CHECK (char_length("reviews"."reply") <= 500);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id");