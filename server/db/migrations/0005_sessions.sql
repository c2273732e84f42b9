-- Tokens that can end: logging out keeps the token's id until it would have expired (ended_sessions), and
-- 'Log out everywhere' moves the buyer's session generation on, which every token carries.
CREATE TABLE "ended_sessions" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");