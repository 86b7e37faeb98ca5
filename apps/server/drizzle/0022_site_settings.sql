ALTER TABLE "app_setting" ADD COLUMN "app_store_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "google_play_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "customer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "customer_hours" text DEFAULT '평일 09:00-18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "representative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "business_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "company_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD COLUMN "mail_order_number" text DEFAULT '' NOT NULL;