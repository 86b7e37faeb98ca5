CREATE TABLE "contractor_fact_check" (
	"contractor_id" integer NOT NULL,
	"fact" text NOT NULL,
	"value" text NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contractor_fact_check_contractor_id_fact_pk" PRIMARY KEY("contractor_id","fact")
);
--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN "founded_year" integer;