CREATE TABLE "partner_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"business_number" text NOT NULL,
	"representative" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_service_region" (
	"contractor_id" integer NOT NULL,
	"sido_code" text NOT NULL,
	CONSTRAINT "partner_service_region_contractor_id_sido_code_pk" PRIMARY KEY("contractor_id","sido_code")
);
--> statement-breakpoint
CREATE TABLE "partner_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_account_user_id_uq" ON "partner_account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_account_business_number_uq" ON "partner_account" USING btree ("business_number");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_account_contractor_uq" ON "partner_account" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "partner_service_region_sido_idx" ON "partner_service_region" USING btree ("sido_code");--> statement-breakpoint
CREATE INDEX "partner_session_account_idx" ON "partner_session" USING btree ("account_id");