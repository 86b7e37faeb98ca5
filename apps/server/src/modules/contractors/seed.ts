import type { DbOrTx } from '../../db/client.js';
import { countRows } from '../../db/count.js';
import { contractorLogoSvg } from '../../lib/seed-art.js';
import type { FilesService } from '../files/service.js';
import { CONTRACTOR_SEED } from './seed-data.js';
import { contractor } from './tables.js';

/**
 * The sample contractors with their generated logos, while there are none. Answers their ids in
 * the seed's order (other modules' samples name a contractor by that place), or null when the
 * table already had contractors.
 */
export async function seedContractors(
  db: DbOrTx,
  files: Pick<FilesService, 'save'>,
): Promise<number[] | null> {
  if ((await countRows(db, contractor)) > 0) return null;
  const ids: number[] = [];
  for (const [index, item] of CONTRACTOR_SEED.entries()) {
    const { logo, ...fields } = item;
    const comLogoFileId = await files.save(
      {
        id: `logo-${index + 1}`,
        fileName: `logo-${index + 1}.svg`,
        contentType: 'image/svg+xml',
        bytes: Buffer.from(contractorLogoSvg(logo.initials, logo.background, logo.foreground)),
      },
      db,
    );
    const inserted = await db
      .insert(contractor)
      .values({ ...fields, comLogoFileId })
      .returning({ id: contractor.id });
    ids.push(inserted[0]!.id);
  }
  return ids;
}
