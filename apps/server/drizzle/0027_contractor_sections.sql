ALTER TABLE "contractor" ADD COLUMN "warranty" jsonb;--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN "plants" jsonb DEFAULT '[]'::jsonb NOT NULL;