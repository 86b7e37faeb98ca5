CREATE TABLE "contractor_figure_check" (
	"contractor_id" integer NOT NULL,
	"figure" text NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contractor_figure_check_contractor_id_figure_pk" PRIMARY KEY("contractor_id","figure")
);
--> statement-breakpoint
CREATE TABLE "partner_document" (
	"contractor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_document_contractor_id_kind_pk" PRIMARY KEY("contractor_id","kind")
);
--> statement-breakpoint
ALTER TABLE "partner_account" ADD COLUMN "licence_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_document_file_uq" ON "partner_document" USING btree ("file_id");--> statement-breakpoint
UPDATE "faq" SET "content" = '햇빛 매칭에 제휴 시공사로 가입하려면 사업자등록번호와 전기공사업 등록번호를 입력하고 사업자등록증과 전기공사업 등록증을 올려야 합니다. 운영팀은 제출된 두 서류를 보고 가입 승인 여부를 정하며, 두 서류가 모두 제출되지 않은 시공사는 승인할 수 없습니다.
사업자 정보의 시공 용량, 자본금, 시공능력 순위 등은 시공사가 직접 입력한 값입니다. 운영팀이 확인한 항목에는 ''확인됨''이, 확인하지 않은 항목에는 ''자체 기재''가 표시됩니다.
고객 후기는 운영팀의 검토를 거쳐 공개되며, 운영팀은 문제가 확인된 시공사의 이용을 정지할 수 있습니다.
다만 햇빛 매칭은 시공사를 소개하는 플랫폼으로서 개별 공사의 품질이나 계약 이행을 보증하지는 않습니다. 계약 전 제안서와 계약서 내용, 하자보수 조건을 꼼꼼히 확인해 주세요.' WHERE "subject" = '참여하는 시공사는 어떻게 검증하나요?' AND "content" LIKE '%최근 시공 실적 자료%';--> statement-breakpoint
UPDATE "faq" SET "content" = '시공사 목록에서 회사명을 누르면 사업자 정보를 볼 수 있습니다.
· 시공 용량·시공 건수: 해당 시공사가 지금까지 완료한 태양광 발전소의 누적 설비 용량(kW)과 건수입니다.
· 시공 실적·경력: 누적 시공 규모와 전기공사업 등 관련 업력을 요약한 항목입니다.
· 자본금: 회사의 등록 자본금(백만 원 단위)으로, 회사 규모를 가늠하는 참고 자료입니다.
· 시공능력 순위: 전기공사 시공능력평가 결과로, "전체 업체 수 중 몇 위"인지를 전국과 지역(시·도)으로 나누어 보여 줍니다. 숫자가 작을수록 상위 업체입니다.
각 항목은 시공사가 직접 입력한 값으로, 운영팀이 확인한 항목에는 ''확인됨'', 그 밖의 항목에는 ''자체 기재''가 표시됩니다. 최신 현황과 다를 수 있습니다.' WHERE "subject" = '시공사 사업자 정보의 항목은 무엇을 뜻하나요?' AND "content" LIKE '%시공사가 제출한 자료를 바탕으로 하며%';
