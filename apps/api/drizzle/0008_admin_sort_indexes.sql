-- Admin console sort keys (see SORTS in src/modules/admin/admin-lists.service.ts), each with the id
-- tie-breaker of the keyset, so a sorted first page is an index scan, not a sort of the whole table.
CREATE INDEX IF NOT EXISTS "users_admin_name_idx" ON "users" ((lower("first_name" || ' ' || "last_name")), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_admin_role_idx" ON "users" ("role", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_admin_zip_idx" ON "users" ("zip_code", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_admin_title_idx" ON "jobs" ((lower("title")), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_admin_date_idx" ON "jobs" ("job_date", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_profiles_admin_name_idx" ON "team_profiles" ((lower("team_name")), "id");
