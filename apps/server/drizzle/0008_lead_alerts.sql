CREATE TABLE "lead_digest_run" (
	"contractor_id" integer NOT NULL,
	"digest_date" text NOT NULL,
	"lead_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_digest_run_contractor_id_digest_date_pk" PRIMARY KEY("contractor_id","digest_date")
);
--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "lead_alert" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "digest_hour_kst" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_message" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "notification_message" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "notification_message_contractor_idx" ON "notification_message" USING btree ("contractor_id","id");