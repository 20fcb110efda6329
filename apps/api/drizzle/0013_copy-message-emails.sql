-- Users who had turned message emails off keep that choice as a per-kind preference.
INSERT INTO "notification_preferences" ("user_id", "kind", "channel", "enabled")
SELECT "id", 'messages', 'email', false FROM "users" WHERE "message_emails" = false
ON CONFLICT DO NOTHING;
