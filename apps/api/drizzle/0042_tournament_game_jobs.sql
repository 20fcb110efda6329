CREATE TABLE "tournament_game_jobs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_game_jobs" ADD CONSTRAINT "tournament_game_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_game_jobs" ADD CONSTRAINT "tournament_game_jobs_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_game_jobs" ADD CONSTRAINT "tournament_game_jobs_game_id_tournament_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tournament_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_game_jobs_tournament_idx" ON "tournament_game_jobs" USING btree ("tournament_id");--> statement-breakpoint
-- The jobs games name now; a job a game named before a re-post is not recorded anywhere, so it
-- cannot be recovered here.
INSERT INTO "tournament_game_jobs" ("job_id", "tournament_id", "game_id")
  SELECT "job_id", "tournament_id", "id" FROM "tournament_games" WHERE "job_id" IS NOT NULL;
