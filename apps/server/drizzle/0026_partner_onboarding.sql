ALTER TABLE "partner_account" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "privacy_consent_version" text;--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "terms_consent_version" text;--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "consented_at" timestamp with time zone;