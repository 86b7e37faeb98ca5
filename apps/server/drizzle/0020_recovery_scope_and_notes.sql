CREATE TABLE "device_transfer_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"requests" integer NOT NULL,
	"phone_tail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_auth" ADD COLUMN "delivered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "device_transfer_note_device_idx" ON "device_transfer_note" USING btree ("device_id","created_at");