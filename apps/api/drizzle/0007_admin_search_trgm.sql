-- Admin console search: case-insensitive partial matches (like '%q%') served by trigram indexes.
-- The expressions are exactly those of src/db/schema/admin.ts (userSearchText, jobSearchText, teamSearchText).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_admin_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "zip_code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_admin_search_trgm_idx" ON "jobs" USING gin ((lower("title" || ' ' || "location" || ' ' || "zip_code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_profiles_admin_search_trgm_idx" ON "team_profiles" USING gin ((lower("team_name" || ' ' || coalesce("team_location", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_profiles_sport_types_idx" ON "team_profiles" USING gin ("sport_types");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role_idx" ON "users" ("role");
