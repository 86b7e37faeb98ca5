CREATE TABLE "managed_substation" (
	"id" serial PRIMARY KEY NOT NULL,
	"sido_code" text NOT NULL,
	"substation_name" text,
	"status" text NOT NULL,
	"relief_from_year" integer,
	"relief_to_year" integer,
	"conditions" text,
	"source" text NOT NULL,
	"source_url" text,
	"as_of" text NOT NULL,
	"confidence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managed_substation_sido_name_key" UNIQUE NULLS NOT DISTINCT("sido_code","substation_name")
);
--> statement-breakpoint
CREATE TABLE "siting_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"law_effective_date" text,
	"residential_cap_m" integer,
	"road_cap_m" integer,
	"law_source" text NOT NULL,
	"law_as_of" text NOT NULL,
	"law_confidence" text NOT NULL,
	"agrivoltaic_permit_years" integer NOT NULL,
	"renewable_zone_permit_years" integer NOT NULL,
	"renewable_zone_in_force" boolean NOT NULL,
	"farmland_source" text NOT NULL,
	"farmland_as_of" text NOT NULL,
	"farmland_confidence" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Data: the grid and siting rules of shared/reference/market-2024-2026.md (modules/land/siting-seed.ts).
INSERT INTO "managed_substation" ("sido_code", "substation_name", "status", "relief_from_year", "relief_to_year", "conditions", "source", "source_url", "as_of", "confidence") VALUES ('46', NULL, 'managed', 2031, 2032, NULL, '광주매일신문(2024-06-26), 전기신문(2024-07-03): 전남 변전소 85곳 모두 지정', 'https://gjdaily.kr/news/view.php?bIdx=20497', '2024-06-26', 'confirmed');
--> statement-breakpoint
-- Data: the grid and siting rules of shared/reference/market-2024-2026.md (modules/land/siting-seed.ts).
INSERT INTO "managed_substation" ("sido_code", "substation_name", "status", "relief_from_year", "relief_to_year", "conditions", "source", "source_url", "as_of", "confidence") VALUES ('50', NULL, 'managed', NULL, NULL, NULL, '제주MBC(2024-07): 제주 154kV 변전소 16곳 모두 지정, 1MW 초과 발전소 접속 불가', 'https://jejumbc.com/article/dWgOP7ro3sG8Ez', '2024-07', 'confirmed');
--> statement-breakpoint
-- Data: the grid and siting rules of shared/reference/market-2024-2026.md (modules/land/siting-seed.ts).
INSERT INTO "siting_setting" ("id", "law_effective_date", "residential_cap_m", "road_cap_m", "law_source", "law_as_of", "law_confidence", "agrivoltaic_permit_years", "renewable_zone_permit_years", "renewable_zone_in_force", "farmland_source", "farmland_as_of", "farmland_confidence") VALUES (1, NULL, NULL, NULL, '국회 본회의 통과 보도(쿠키뉴스·뉴스1, 2026-02-12): 시행일과 상한 거리는 아직 발표되지 않음', '2026-02-12', 'unconfirmed', 8, 23, false, '농림축산식품부 영농형 태양광 추진 전략(2024-04-23), 규제합리화 전략회의(2025-11-13)', '2025-11-13', 'confirmed');
--> statement-breakpoint
-- Data: 함양군's ordinance text says once that its figures are a proposal (issue 32, minor 18).
UPDATE "local_ordinance" SET "content" = '도로: 100 m 이상
주거지역: 200 m 이상
위 거리는 발표된 개정안의 수치입니다. 개정 전 기준은 도로 800 m, 주거밀집지역 500 m입니다.
측정 방법: 도로 끝선 또는 주거지 경계에서 개발행위 부지 경계까지의 직선거리(지자체 조례 문구 기준).
예외: 건축물 지붕 설치, 자가소비용, 공공 사업 등은 조례에 따라 이격거리 적용이 제외될 수 있습니다.', "content2" = '2023년 이전 발표된 개정안 수치 · 의결 여부 미확인' WHERE "sido" = '경남' AND "sigungu" = '함양군' AND "content" = '도로: 100 m 이상
주거지역: 200 m 이상
종전 기준: 도로 800 m, 주거밀집지역 500 m
표시한 수치는 발표된 개정안 기준이며 의결 여부는 확인되지 않았습니다.
측정 방법: 도로 끝선 또는 주거지 경계에서 개발행위 부지 경계까지의 직선거리(지자체 조례 문구 기준).
예외: 건축물 지붕 설치, 자가소비용, 공공 사업 등은 조례에 따라 이격거리 적용이 제외될 수 있습니다.';
