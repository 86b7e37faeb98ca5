CREATE TABLE "match_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"pnu" text NOT NULL,
	"address" text NOT NULL,
	"road_address" text,
	"device_id" text NOT NULL,
	"status" text DEFAULT 'ANL' NOT NULL,
	"match_req_id" integer,
	"match_status_id" integer,
	"install_type" text,
	"area_m2" double precision,
	"module_qty" integer,
	"system_size_kw" double precision,
	"azimuth_deg" double precision DEFAULT 180 NOT NULL,
	"tilt_deg" double precision DEFAULT 21 NOT NULL,
	"land_data" jsonb NOT NULL,
	"profit_data" jsonb,
	"prediction_monthly_power" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_req" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_analysis_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"address" text NOT NULL,
	"pnu" text NOT NULL,
	"install_type" text NOT NULL,
	"system_size_kw" double precision NOT NULL,
	"area_m2" double precision NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"memo" text NOT NULL,
	"status" text NOT NULL,
	"match_complete_code" text,
	"cancel_end_status" text,
	"req_order" integer NOT NULL,
	"req_date" timestamp with time zone NOT NULL,
	"propose1_start_date" timestamp with time zone NOT NULL,
	"propose1_end_date" timestamp with time zone NOT NULL,
	"select1_limit_cnt" integer NOT NULL,
	"select2_limit_cnt" integer NOT NULL,
	"match_complete_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_station" (
	"stn_id" integer PRIMARY KEY NOT NULL,
	"stn_name" text NOT NULL,
	"latitude_deg" double precision NOT NULL,
	"longitude_deg" double precision NOT NULL,
	"gradient" double precision DEFAULT 1 NOT NULL,
	"constant" double precision DEFAULT 0 NOT NULL,
	"calibration_source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_dt" date NOT NULL,
	"period_end" date NOT NULL,
	"period" text NOT NULL,
	"land_avg_price" double precision NOT NULL,
	"jeju_avg_price" double precision,
	"source" text NOT NULL,
	"confidence" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "smp_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"local_div" integer NOT NULL,
	"smp_dt" date NOT NULL,
	"period_end" date NOT NULL,
	"period" text NOT NULL,
	"hourly_krw_per_kwh" double precision[] NOT NULL,
	"hourly_basis" text NOT NULL,
	"source" text NOT NULL,
	"confidence" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "match_analysis_device_idx" ON "match_analysis" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_analysis_open_uq" ON "match_analysis" USING btree ("device_id","pnu") WHERE "match_analysis"."status" NOT IN ('CMC', 'CME');--> statement-breakpoint
CREATE INDEX "match_req_device_idx" ON "match_req" USING btree ("device_id","req_date");--> statement-breakpoint
CREATE UNIQUE INDEX "match_req_open_uq" ON "match_req" USING btree ("match_analysis_id") WHERE "match_req"."status" NOT IN ('CMC', 'CME');--> statement-breakpoint
CREATE UNIQUE INDEX "rec_price_dt_period_uq" ON "rec_price" USING btree ("trade_dt","period");--> statement-breakpoint
CREATE UNIQUE INDEX "smp_price_div_dt_period_uq" ON "smp_price" USING btree ("local_div","smp_dt","period");