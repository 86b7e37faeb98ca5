import { businessNumberCheckDigit, SIDO, type ServiceRegionCode } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { ContractorsService } from '../contractors/service.js';
import { hashPassword } from '../../lib/password.js';
import { createPartnerRepo } from './repo.js';

/** The demo accounts' password (README, "Contractor console"); outside production only (D14). */
export const DEMO_PARTNER_PASSWORD = 'demo1234!';
export const DEMO_PARTNER_COUNT = 14;
export const demoPartnerUserId = (index: number) => `partner${String(index + 1).padStart(2, '0')}`;

const ALL_SIDO: ServiceRegionCode[] = SIDO.map((sido) => sido.code);

/**
 * Regions by the seeded contractors' display region; the metropolitan cities go to the province
 * around them. Together they cover every 시도, and the first two demo accounts serve them all.
 */
const REGIONS_BY_DISPLAY_REGION: Record<string, ServiceRegionCode[]> = {
  '서울·경기': ['11', '28', '41'],
  강원: ['51'],
  충북: ['43', '30', '36'],
  충남: ['44', '30', '36'],
  전북: ['52'],
  전남: ['46', '29'],
  경북: ['47', '27'],
  경남: ['48', '26', '31'],
  제주: ['50'],
};

/** A valid, fictitious 사업자등록번호 per demo account (999-00-NNNN plus its check digit). */
export function demoBusinessNumber(index: number): string {
  const first9 = `99900${String(index + 1).padStart(4, '0')}`;
  return `${first9}${businessNumberCheckDigit(first9)}`;
}

/**
 * Approved demo accounts partner01 … partner14 for the first 14 contractors, with their service
 * regions. Idempotent: existing accounts are kept as they are; answers whether anything was added.
 */
export async function seedDemoPartners(
  tx: DbOrTx,
  contractors: Pick<ContractorsService, 'listOrdered'>,
  now: Date,
): Promise<boolean> {
  const repo = createPartnerRepo(tx);
  const list = await contractors.listOrdered(DEMO_PARTNER_COUNT, tx);
  let wrote = false;
  let passwordHash: string | null = null;
  for (const [index, item] of list.entries()) {
    const userId = demoPartnerUserId(index);
    if (await repo.existsUserId(userId, tx)) continue;
    passwordHash ??= await hashPassword(DEMO_PARTNER_PASSWORD);
    const inserted = await repo.insertAccount(
      {
        userId,
        passwordHash,
        status: 'approved',
        contractorId: item.id,
        businessNumber: demoBusinessNumber(index),
        representative: '데모',
        phone: `010-0000-${String(index + 1).padStart(4, '0')}`,
        email: `${userId}@demo.haetbit.kr`,
        isDemo: true,
        createdAt: now,
      },
      tx,
    );
    if (!inserted) continue;
    wrote = true;
    // Regions only with a new account: a contractor's later edits are kept on the next start.
    const regions = index < 2 ? ALL_SIDO : (REGIONS_BY_DISPLAY_REGION[item.region] ?? []);
    await repo.addRegions(item.id, regions, tx);
  }
  return wrote;
}
