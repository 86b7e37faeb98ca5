CREATE TABLE "contractor_plant_photo" (
	"file_id" text PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contractor_plant_photo_contractor_idx" ON "contractor_plant_photo" USING btree ("contractor_id");