-- One Venmo handle per user (DESIGN decision 19): keep the account's handle where it has one;
-- otherwise take the helper profile's (where a "both" user is paid), then the team profile's.
UPDATE "users" AS u SET "venmo_username" = hp."venmo_username"
FROM "helper_profiles" AS hp
WHERE hp."user_id" = u."id" AND u."venmo_username" IS NULL AND hp."venmo_username" IS NOT NULL;--> statement-breakpoint
UPDATE "users" AS u SET "venmo_username" = tp."venmo_username"
FROM "team_profiles" AS tp
WHERE tp."user_id" = u."id" AND u."venmo_username" IS NULL AND tp."venmo_username" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_profiles" DROP COLUMN "venmo_username";--> statement-breakpoint
ALTER TABLE "team_profiles" DROP COLUMN "venmo_username";
