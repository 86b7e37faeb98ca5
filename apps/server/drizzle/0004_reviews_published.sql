ALTER TABLE "match_review" ADD COLUMN "install_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "region" text NOT NULL;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "system_size_kw" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "match_review" ADD COLUMN "writer_name" text NOT NULL;--> statement-breakpoint
CREATE INDEX "match_review_device_idx" ON "match_review" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "match_review_published_idx" ON "match_review" USING btree ("created_at","id");