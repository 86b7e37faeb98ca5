CREATE TABLE "match_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"agree_pi_pp_yn" boolean DEFAULT false NOT NULL,
	"adv_alim_yn" boolean DEFAULT false NOT NULL,
	"adv_alim_change_date" timestamp with time zone,
	"access_cnt" integer DEFAULT 0 NOT NULL,
	"match_alim_yn" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_user_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_div" text DEFAULT 'SM' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"link" text NOT NULL,
	"image_file_id" text,
	"post_date" date NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code" (
	"group_code" text NOT NULL,
	"code" text NOT NULL,
	"code_nm" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "code_group_code_code_pk" PRIMARY KEY("group_code","code")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_div" text DEFAULT 'SM' NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "install_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"install_type" text NOT NULL,
	"region" text NOT NULL,
	"system_size_kw" double precision NOT NULL,
	"score" integer NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"writer_name" text NOT NULL,
	"contractor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"propose1_days" integer NOT NULL,
	"select1_days" integer NOT NULL,
	"propose2_days" integer NOT NULL,
	"select2_days" integer NOT NULL,
	"select1_limit_cnt" integer NOT NULL,
	"select2_limit_cnt" integer NOT NULL,
	"list_available_after_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "power_profit_default" (
	"id" integer PRIMARY KEY NOT NULL,
	"fit_smp" double precision NOT NULL,
	"fit_rec" double precision NOT NULL,
	"land" double precision NOT NULL,
	"land1" double precision NOT NULL,
	"land2" double precision NOT NULL,
	"land3" double precision NOT NULL,
	"roof1" double precision NOT NULL,
	"roof2" double precision NOT NULL,
	"source" text NOT NULL,
	"confidence" text NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"category" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content" jsonb NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_name" text NOT NULL,
	"intro" text NOT NULL,
	"region" text NOT NULL,
	"construction_capacity_kw" double precision NOT NULL,
	"construction_cnt" integer NOT NULL,
	"construction_performance_name" text NOT NULL,
	"construction_career_name" text NOT NULL,
	"capital_million_krw" integer NOT NULL,
	"nationwide_total_lank" integer NOT NULL,
	"nationwide_own_lank" integer NOT NULL,
	"local_total_lank" integer NOT NULL,
	"local_own_lank" integer NOT NULL,
	"com_logo_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
