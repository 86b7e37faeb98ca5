CREATE TABLE "match_propose1" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"select_status" text DEFAULT 'N' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"selected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_propose2" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"proposal_file_id" text,
	"submitted_at" timestamp with time zone,
	"select_status" text DEFAULT 'N' NOT NULL,
	"selected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_status_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"match_complete_code" text,
	"actor" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"score" integer NOT NULL,
	"title" text,
	"contents" text NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_review_cst" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_review_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"com_name" text NOT NULL,
	"score" integer NOT NULL,
	"contents" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_option" ADD COLUMN "max_applicants" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "cancel_reason_detail" text;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select1_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select1_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select1_complete_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "propose2_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "propose2_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select2_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select2_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select2_complete_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select1_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "propose2_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "select2_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "max_applicants" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "match_propose1_uq" ON "match_propose1" USING btree ("match_req_id","contractor_id");--> statement-breakpoint
CREATE INDEX "match_propose1_contractor_idx" ON "match_propose1" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_propose2_uq" ON "match_propose2" USING btree ("match_req_id","contractor_id");--> statement-breakpoint
CREATE INDEX "match_propose2_contractor_idx" ON "match_propose2" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "match_status_event_req_idx" ON "match_status_event" USING btree ("match_req_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_review_req_uq" ON "match_review" USING btree ("match_req_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_review_cst_uq" ON "match_review_cst" USING btree ("match_review_id","contractor_id");--> statement-breakpoint
CREATE INDEX "match_req_pnu_idx" ON "match_req" USING btree ("pnu","device_id");--> statement-breakpoint
CREATE INDEX "match_req_due_idx" ON "match_req" USING btree ("due_at") WHERE "match_req"."due_at" IS NOT NULL;--> statement-breakpoint
UPDATE "match_req" SET "due_at" = "propose1_end_date" WHERE "status" = 'CRG';
