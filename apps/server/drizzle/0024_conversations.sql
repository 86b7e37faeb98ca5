CREATE TABLE "match_thread_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"link_removed" boolean NOT NULL,
	"contact_hidden" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visit" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" text NOT NULL,
	"proposed_times" jsonb NOT NULL,
	"accepted_time" timestamp with time zone,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "match_thread_message_thread_idx" ON "match_thread_message" USING btree ("match_req_id","contractor_id","id");--> statement-breakpoint
CREATE INDEX "site_visit_thread_idx" ON "site_visit" USING btree ("match_req_id","contractor_id","id");