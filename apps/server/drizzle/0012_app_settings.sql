CREATE TABLE "app_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"guide_video_url" text DEFAULT '' NOT NULL,
	"service_open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
