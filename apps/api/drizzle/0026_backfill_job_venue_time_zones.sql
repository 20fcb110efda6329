-- Each existing job takes its venue's zone from its ZIP. Where zip_codes has no zone yet (a database
-- whose ZIP list predates time zones), the start-up ZIP loader sets them after refilling the list.
UPDATE "jobs" SET "time_zone" = "zip_codes"."time_zone"
FROM "zip_codes"
WHERE "zip_codes"."zip" = "jobs"."zip_code" AND "zip_codes"."time_zone" IS NOT NULL;
