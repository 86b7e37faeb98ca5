import { FINANCE_DEFAULTS, REC_WEIGHTS } from '@haetbit/solar';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { countRows } from '../../db/count.js';
import { bannerCoverSvg } from '../../lib/seed-art.js';
import type { FilesService } from '../files/service.js';
import { BANNER_SEED } from './seed-data/banners.js';
import { CODE_SEED } from './seed-data/codes.js';
import { FAQ_SEED } from './seed-data/faq.js';
import { INSTALL_REVIEW_SEED } from './seed-data/reviews.js';
import { TERMS_SEED } from './seed-data/terms.js';
import {
  banner,
  code,
  faq,
  installReview,
  matchOption,
  powerProfitDefault,
  terms,
} from './tables.js';

/**
 * Match periods and selection limits. The spec fixes only that up to 5 contractors can be chosen
 * and the list is available after 3 days; the other periods are our operating defaults.
 */
export const MATCH_OPTION_SEED = {
  id: 1,
  propose1Days: 3,
  select1Days: 3,
  propose2Days: 7,
  select2Days: 5,
  select1LimitCnt: 5,
  select2LimitCnt: 2,
  listAvailableAfterDays: 3,
  maxApplicants: 10,
};

/**
 * Price and REC-weight defaults (shared/reference/prices-and-rec.md), first written from the
 * engine's sourced assumptions so the figures are typed once. From then on the power_profit_default
 * row is the one source both the analysis and /calc-proposal-data read (operators edit it); the
 * engine's own copy is only the seed. fitSmp is the mean of the ten confirmed 2025 land SMP months
 * (January-October), fitRec the mean of the 2025 REC series (원/REC, unconfirmed); the fixed
 * contract is the latest auction average (land) and its 제주 equivalent (derived).
 */
export const POWER_PROFIT_DEFAULT_SOURCE =
  'REC 가중치: 산업통상자원부 신재생에너지 공급의무화제도(RPS) 관리·운영지침 별표 (2018년 개정, 2021년 유지); SMP: 2025년 1~10월 육지 월평균(에너지경제연구원, 뉴시스 2025-11-24); REC: 2025년 1~9월 현물 시세; 고정가격계약: 2024년 경쟁입찰 평균 155,269원/MWh(한국에너지공단), 제주는 상한가 비율로 환산';
export const POWER_PROFIT_DEFAULT_CONFIDENCE =
  '확인: 토지 100kW 미만 1.2, 토지 100~3000kW 1.0, 지붕 3000kW 이하 1.5, 지붕 3000kW 초과 1.0, SMP 월평균, 고정가격계약 육지 평균 / 계산값: SMP 기본값(월평균의 평균), 제주 고정가격 / 미확인: 임야 0.5, 토지 3000kW 초과 0.8, REC 기본값';

export const POWER_PROFIT_DEFAULT_SEED = {
  id: 1,
  fitSmp: FINANCE_DEFAULTS.smpPriceKrwPerKwh.value,
  fitRec: FINANCE_DEFAULTS.recPriceKrwPerRec.value,
  land: REC_WEIGHTS.land.value,
  land1: REC_WEIGHTS.land1.value,
  land2: REC_WEIGHTS.land2.value,
  land3: REC_WEIGHTS.land3.value,
  roof1: REC_WEIGHTS.roof1.value,
  roof2: REC_WEIGHTS.roof2.value,
  fixedContractKrwPerMwh: FINANCE_DEFAULTS.fixedContractKrwPerMwh.value,
  fixedContractJejuKrwPerMwh: FINANCE_DEFAULTS.fixedContractJejuKrwPerMwh.value,
  source: POWER_PROFIT_DEFAULT_SOURCE,
  confidence: POWER_PROFIT_DEFAULT_CONFIDENCE,
  asOf: '2025-11-24',
};

const isEmpty = async (db: DbOrTx, table: PgTable) => (await countRows(db, table)) === 0;

/**
 * The platform's published content, each table only while it is empty: codes, the FAQ, the terms,
 * the match periods, the price defaults and the banners (their covers saved as files). Answers
 * whether anything was written.
 */
export async function seedContent(db: DbOrTx, files: Pick<FilesService, 'save'>): Promise<boolean> {
  let wrote = false;
  if (await isEmpty(db, code)) {
    await db.insert(code).values(CODE_SEED);
    wrote = true;
  }
  if (await isEmpty(db, faq)) {
    await db.insert(faq).values(FAQ_SEED.map((item) => ({ ...item, siteDiv: 'SM' })));
    wrote = true;
  }
  if (await isEmpty(db, terms)) {
    await db.insert(terms).values(TERMS_SEED);
    wrote = true;
  }
  if (await isEmpty(db, matchOption)) {
    await db.insert(matchOption).values(MATCH_OPTION_SEED);
    wrote = true;
  }
  if (await isEmpty(db, powerProfitDefault)) {
    await db.insert(powerProfitDefault).values(POWER_PROFIT_DEFAULT_SEED);
    wrote = true;
  }
  if (await isEmpty(db, banner)) {
    const rows = [];
    for (const [index, item] of BANNER_SEED.entries()) {
      const imageFileId = await files.save(
        {
          id: `banner-${index + 1}`,
          fileName: `banner-${index + 1}.svg`,
          contentType: 'image/svg+xml',
          bytes: Buffer.from(bannerCoverSvg(item.title, item.imageColors[0], item.imageColors[1])),
        },
        db,
      );
      rows.push({
        siteDiv: 'SM',
        category: item.category,
        title: item.title,
        subTitle: item.subTitle,
        link: item.link,
        imageFileId,
        postDate: item.postDate,
        sortOrder: item.sortOrder,
      });
    }
    await db.insert(banner).values(rows);
    wrote = true;
  }
  return wrote;
}

/**
 * The sample install reviews, while there are none: each names its contractor by its place in the
 * contractors' seed, so they are written with the ids the contractors module just seeded.
 */
export async function seedInstallReviews(
  db: DbOrTx,
  contractorIds: readonly number[],
): Promise<boolean> {
  if (!(await isEmpty(db, installReview))) return false;
  await db.insert(installReview).values(
    INSTALL_REVIEW_SEED.map(({ contractorIndex, createdAt, ...review }) => ({
      ...review,
      contractorId: contractorIds[contractorIndex] ?? null,
      createdAt: new Date(createdAt),
    })),
  );
  return true;
}
