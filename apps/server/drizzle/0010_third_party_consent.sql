ALTER TABLE "match_req" ADD COLUMN "third_party_consent_version" text;--> statement-breakpoint
ALTER TABLE "match_req" ADD COLUMN "third_party_consent_at" timestamp with time zone;