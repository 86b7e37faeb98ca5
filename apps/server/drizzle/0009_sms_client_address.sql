ALTER TABLE "sms_auth" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "sms_auth_address_idx" ON "sms_auth" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_auth_created_idx" ON "sms_auth" USING btree ("created_at");