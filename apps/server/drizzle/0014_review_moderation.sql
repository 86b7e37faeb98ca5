ALTER TABLE "match_review" ADD COLUMN "moderation_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "match_review_cst" ADD COLUMN "moderation_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_review_cst" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "match_review_cst" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_review_cst" ADD COLUMN "moderated_by" text;--> statement-breakpoint
CREATE INDEX "match_review_moderation_idx" ON "match_review" USING btree ("moderation_state","created_at");--> statement-breakpoint
CREATE INDEX "match_review_cst_contractor_idx" ON "match_review_cst" USING btree ("contractor_id","moderation_state");--> statement-breakpoint
CREATE INDEX "match_review_cst_moderation_idx" ON "match_review_cst" USING btree ("moderation_state");--> statement-breakpoint
-- Platform reviews written before moderation were public at once: they stay published. Contractor
-- reviews were never shown to anyone: they wait for an operator like new ones.
UPDATE "match_review" SET "moderation_state" = 'published';
