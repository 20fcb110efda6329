-- One summary per user per thread from the messages already stored: each message counts for its sender
-- (never unread) and, unless they are the same person, for its recipient (unread while read_at is null).
-- The thread's last message is its highest id. The share lock holds off writers for the backfill.
LOCK TABLE "messages" IN SHARE MODE;
--> statement-breakpoint
INSERT INTO "conversation_summaries" ("user_id", "other_user_id", "job_id", "last_message_id", "unread_count")
SELECT "user_id", "other_user_id", "job_id", max("id"), count(*) FILTER (WHERE "unread")
FROM (
  SELECT "recipient_id" AS "user_id", "sender_id" AS "other_user_id", "job_id", "id", ("read_at" IS NULL) AS "unread"
    FROM "messages" WHERE "recipient_id" <> "sender_id"
  UNION ALL
  SELECT "sender_id", "recipient_id", "job_id", "id", false FROM "messages"
) AS "sides"
GROUP BY "user_id", "other_user_id", "job_id";
