CREATE TABLE "terms_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"version" text NOT NULL,
	"content" jsonb NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_account_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_event_done" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"match_req_id" integer,
	"event_id" bigint,
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_session_account_idx" ON "admin_session" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_message_dedupe_uq" ON "notification_message" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_message_pending_idx" ON "notification_message" USING btree ("next_attempt_at") WHERE "notification_message"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_message_req_idx" ON "notification_message" USING btree ("match_req_id");--> statement-breakpoint
-- The terms in force become the first version of their history.
INSERT INTO "terms_version" ("category", "version", "content", "effective_date")
SELECT "category", "version", "content", "effective_date" FROM "terms";--> statement-breakpoint
-- Lifecycle events recorded before the notifier existed are history, not news: never sent.
INSERT INTO "notification_event_done" ("event_id", "done_at")
SELECT "id", now() FROM "match_status_event";
