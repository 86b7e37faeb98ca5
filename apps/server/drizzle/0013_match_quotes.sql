CREATE TABLE "match_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_req_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"total_price_krw" bigint NOT NULL,
	"price_per_kw_krw" integer NOT NULL,
	"module_maker" text NOT NULL,
	"module_model" text NOT NULL,
	"module_watt" integer NOT NULL,
	"inverter_maker" text NOT NULL,
	"structure" text NOT NULL,
	"warranty_module_years" integer NOT NULL,
	"warranty_inverter_years" integer NOT NULL,
	"warranty_work_years" integer NOT NULL,
	"construction_days" integer NOT NULL,
	"financing_help" boolean NOT NULL,
	"financing_note" text NOT NULL,
	"valid_until" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "match_quote_uq" ON "match_quote" USING btree ("match_req_id","contractor_id");