CREATE TABLE "local_limit_area" (
	"sido_code" text PRIMARY KEY NOT NULL,
	"sido_name" text NOT NULL,
	"limit_area" text NOT NULL,
	"source" text NOT NULL,
	"confidence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_ordinance" (
	"id" serial PRIMARY KEY NOT NULL,
	"sido" text NOT NULL,
	"sigungu" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content2" text NOT NULL,
	"road_m" integer,
	"residential_m" integer,
	"as_of" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_auth" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "local_ordinance_sido_sigungu_idx" ON "local_ordinance" USING btree ("sido","sigungu");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "sms_auth_analysis_idx" ON "sms_auth" USING btree ("analysis_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_auth_phone_idx" ON "sms_auth" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_auth_device_idx" ON "sms_auth" USING btree ("device_id","created_at");