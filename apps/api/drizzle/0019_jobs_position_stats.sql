-- Find Work's bounding box (latitude and longitude together) is estimated from a joint
-- most-common-values list, not from two independent histograms, so the planner knows a dense metro
-- box holds many open jobs and a rural one few. See docs/decisions/0017.
CREATE STATISTICS IF NOT EXISTS "jobs_position_stats" (mcv) ON "latitude", "longitude" FROM "jobs";--> statement-breakpoint
ALTER STATISTICS "jobs_position_stats" SET STATISTICS 1000;
