import { FINANCE_DEFAULTS, REC_WEIGHTS } from '@haetbit/solar';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '../../services.js';
import type { Db } from '../client.js';
import { countRows } from '../count.js';
import {
  banner,
  code,
  contractor,
  faq,
  installReview,
  matchOption,
  powerProfitDefault,
  terms,
} from '../schema.js';
import {
  BANNER_SEED,
  CODE_SEED,
  CONTRACTOR_SEED,
  FAQ_SEED,
  INSTALL_REVIEW_SEED,
  TERMS_SEED,
} from './data/index.js';
import { seedLand } from '../../modules/land/seed.js';
import { seedWeatherStations } from '../../modules/data-service/seed.js';
import { seedPrices } from '../../modules/prices/seed.js';
import { seedFairPriceReferences } from '../../modules/quotes/seed.js';
import { bannerCoverSvg, contractorLogoSvg } from './svg.js';
import { seedDemoPartners } from '../../modules/partner/demo-seed.js';

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

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  return (await countRows(db, table)) === 0;
}

/**
 * Seeds each table that is empty, inside one transaction; running it again changes nothing.
 * Returns whether anything was written.
 */
export async function seedDatabase(
  db: Db,
  services: Pick<Services, 'files' | 'contractors'>,
  /** Demo contractor accounts are seeded only in demo mode (DESIGN D14). */
  options: { demo: boolean },
): Promise<boolean> {
  let wrote = false;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (await isEmpty(txDb, code)) {
      await tx.insert(code).values(CODE_SEED);
      wrote = true;
    }
    if (await isEmpty(txDb, faq)) {
      await tx.insert(faq).values(FAQ_SEED.map((item) => ({ ...item, siteDiv: 'SM' })));
      wrote = true;
    }
    if (await isEmpty(txDb, terms)) {
      await tx.insert(terms).values(TERMS_SEED);
      wrote = true;
    }
    if (await isEmpty(txDb, matchOption)) {
      await tx.insert(matchOption).values(MATCH_OPTION_SEED);
      wrote = true;
    }
    if (await isEmpty(txDb, powerProfitDefault)) {
      await tx.insert(powerProfitDefault).values(POWER_PROFIT_DEFAULT_SEED);
      wrote = true;
    }
    if (await isEmpty(txDb, banner)) {
      const rows = [];
      for (const [index, item] of BANNER_SEED.entries()) {
        const imageFileId = await services.files.save(
          {
            id: `banner-${index + 1}`,
            fileName: `banner-${index + 1}.svg`,
            contentType: 'image/svg+xml',
            bytes: Buffer.from(
              bannerCoverSvg(item.title, item.imageColors[0], item.imageColors[1]),
            ),
          },
          tx,
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
      await tx.insert(banner).values(rows);
      wrote = true;
    }
    if (await isEmpty(txDb, contractor)) {
      const ids: number[] = [];
      for (const [index, item] of CONTRACTOR_SEED.entries()) {
        const { logo, ...fields } = item;
        const comLogoFileId = await services.files.save(
          {
            id: `logo-${index + 1}`,
            fileName: `logo-${index + 1}.svg`,
            contentType: 'image/svg+xml',
            bytes: Buffer.from(contractorLogoSvg(logo.initials, logo.background, logo.foreground)),
          },
          tx,
        );
        const inserted = await tx
          .insert(contractor)
          .values({ ...fields, comLogoFileId })
          .returning({ id: contractor.id });
        ids.push(inserted[0]!.id);
      }
      if (await isEmpty(txDb, installReview)) {
        await tx.insert(installReview).values(
          INSTALL_REVIEW_SEED.map(({ contractorIndex, createdAt, ...review }) => ({
            ...review,
            contractorId: ids[contractorIndex] ?? null,
            createdAt: new Date(createdAt),
          })),
        );
      }
      wrote = true;
    }
    if (
      options.demo &&
      (await seedDemoPartners(txDb, services.contractors, services.files, new Date()))
    ) {
      wrote = true;
    }
    const land = await seedLand(txDb);
    if (Object.values(land).some((count) => count > 0)) wrote = true;
    if ((await seedWeatherStations(txDb)) > 0) wrote = true;
    const prices = await seedPrices(txDb);
    if (prices.smp + prices.rec > 0) wrote = true;
    if ((await seedFairPriceReferences(txDb)) > 0) wrote = true;
  });
  return wrote;
}
