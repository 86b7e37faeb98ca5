import type { Services } from '../../services.js';
import type { Db } from '../client.js';
import { seedContent, seedInstallReviews } from '../../modules/content/seed.js';
import { seedContractors } from '../../modules/contractors/seed.js';
import { seedWeatherStations } from '../../modules/data-service/seed.js';
import { seedLand } from '../../modules/land/seed.js';
import { seedDemoPartners } from '../../modules/partner/demo-seed.js';
import { seedPrices } from '../../modules/prices/seed.js';
import { seedFairPriceReferences } from '../../modules/quotes/seed.js';

/**
 * Seeds each table that is empty, inside one transaction; running it again changes nothing.
 * Returns whether anything was written. Each module seeds its own tables (its `seed.ts`); this
 * only runs them in order and hands on what one needs of another.
 */
export async function seedDatabase(
  db: Db,
  services: Pick<Services, 'files' | 'contractors'>,
  /** Demo contractor accounts are seeded only in demo mode (DESIGN D14). */
  options: { demo: boolean },
): Promise<boolean> {
  let wrote = false;
  await db.transaction(async (tx) => {
    if (await seedContent(tx, services.files)) wrote = true;
    const contractorIds = await seedContractors(tx, services.files);
    if (contractorIds) {
      await seedInstallReviews(tx, contractorIds);
      wrote = true;
    }
    if (
      options.demo &&
      (await seedDemoPartners(tx, services.contractors, services.files, new Date()))
    )
      wrote = true;
    const land = await seedLand(tx);
    if (Object.values(land).some((count) => count > 0)) wrote = true;
    if ((await seedWeatherStations(tx)) > 0) wrote = true;
    const prices = await seedPrices(tx);
    if (prices.smp + prices.rec > 0) wrote = true;
    if ((await seedFairPriceReferences(tx)) > 0) wrote = true;
  });
  return wrote;
}
