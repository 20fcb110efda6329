CREATE TABLE "conversation_summaries" (
	"user_id" integer NOT NULL,
	"other_user_id" integer NOT NULL,
	"job_id" integer,
	"last_message_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_summaries_thread_unique" UNIQUE NULLS NOT DISTINCT("user_id","other_user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_last_message_id_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_summaries_user_recent_idx" ON "conversation_summaries" USING btree ("user_id","last_message_id" DESC NULLS LAST);