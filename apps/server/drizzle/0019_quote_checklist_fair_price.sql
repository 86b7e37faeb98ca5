CREATE TABLE "fair_price_reference" (
	"id" serial PRIMARY KEY NOT NULL,
	"install_type" text NOT NULL,
	"size_band" text NOT NULL,
	"manwon_per_kw" double precision NOT NULL,
	"note" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"as_of" text NOT NULL,
	"confidence" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "module_ks_certified" boolean;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "module_low_carbon" text;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "inverter_model" text;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "grid_fee_included" boolean;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "permits_included" boolean;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "warranty_bond_issued" boolean;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "guarantee_hours_per_day" double precision;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "guarantee_years" integer;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "degradation_pct_per_year" double precision;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "om_included" boolean;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "om_yearly_price_krw" bigint;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "payment_deposit_pct" integer;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "payment_interim_pct" integer;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "payment_balance_pct" integer;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "successor_service" text;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "install_type" text;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "sido_code" text;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "system_size_kw" double precision;--> statement-breakpoint
ALTER TABLE "match_quote" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "match_quote" AS q SET "install_type" = r."install_type", "system_size_kw" = r."system_size_kw", "sido_code" = CASE left(r."pnu", 2) WHEN '42' THEN '51' WHEN '45' THEN '52' ELSE left(r."pnu", 2) END FROM "match_req" AS r WHERE r."id" = q."match_req_id";--> statement-breakpoint
UPDATE "match_quote" AS q SET "accepted_at" = p."selected_at" FROM "match_propose2" AS p WHERE p."match_req_id" = q."match_req_id" AND p."contractor_id" = q."contractor_id" AND p."select_status" = 'Y' AND p."selected_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "match_quote" ALTER COLUMN "install_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "match_quote" ALTER COLUMN "sido_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "match_quote" ALTER COLUMN "system_size_kw" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_price_reference_uq" ON "fair_price_reference" USING btree ("install_type","size_band","source_ref");--> statement-breakpoint
CREATE INDEX "match_quote_accepted_idx" ON "match_quote" USING btree ("install_type","sido_code","system_size_kw") WHERE accepted_at is not null;