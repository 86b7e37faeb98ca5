-- A request keeps what contractors read of its analysis (decision 031): the verdicts of the
-- install type it was made for, in the shape of the lead's `feasibility` (null when the analysis
-- has none). Existing requests take them from their analysis, as the leads read them until now.
ALTER TABLE "match_req" ADD COLUMN "lead_facts" jsonb;--> statement-breakpoint
UPDATE "match_req" AS r SET "lead_facts" = jsonb_build_object('feasibility',
  CASE WHEN jsonb_typeof(f.v) = 'object' THEN jsonb_build_object(
    'landType', f.v -> 'landType' -> 'verdict',
    'restrictedZone', f.v -> 'restrictedZone' -> 'verdict',
    'powerLine', f.v -> 'powerLine' -> 'verdict',
    'ordinance', f.v -> 'ordinance' -> 'verdict',
    'total', f.v -> 'total') END)
FROM (
  SELECT r2.id, a.land_data -> 'feasibility' -> (CASE WHEN r2.install_type = 'R' THEN 'R' ELSE 'L' END) AS v
  FROM "match_req" r2 LEFT JOIN "match_analysis" a ON a.id = r2.match_analysis_id
) AS f
WHERE f.id = r.id AND r."lead_facts" IS NULL;--> statement-breakpoint
UPDATE "match_req" SET "lead_facts" = '{"feasibility": null}'::jsonb WHERE "lead_facts" IS NULL;--> statement-breakpoint
ALTER TABLE "match_req" ALTER COLUMN "lead_facts" SET NOT NULL;
