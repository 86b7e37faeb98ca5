import parcelsJson from './parcels.json' with { type: 'json' };
import { offlineParcelsSchema } from './schema.js';
import type { OfflineParcel } from './types.js';

export type { OfflineParcel } from './types.js';

/** The generated dataset (scripts/generate.ts writes parcels.json), checked against its schema. */
export const OFFLINE_PARCELS: readonly OfflineParcel[] = offlineParcelsSchema.parse(parcelsJson);

/** Look-ups over the embedded dataset, built once. */
export interface OfflineDataset {
  parcels: readonly OfflineParcel[];
  byPnu: ReadonlyMap<string, OfflineParcel>;
  /** Land-characteristics records by the PNU they are filed under (variant PNUs included). */
  landRecordsByPnu: ReadonlyMap<string, OfflineParcel['landRecords']>;
}

export function createOfflineDataset(
  parcels: readonly OfflineParcel[] = OFFLINE_PARCELS,
): OfflineDataset {
  const byPnu = new Map(parcels.map((parcel) => [parcel.pnu, parcel]));
  const landRecordsByPnu = new Map<string, OfflineParcel['landRecords']>();
  for (const parcel of parcels) {
    for (const record of parcel.landRecords) {
      const list = landRecordsByPnu.get(record.pnu) ?? [];
      list.push(record);
      landRecordsByPnu.set(record.pnu, list);
    }
  }
  return { parcels, byPnu, landRecordsByPnu };
}

let shared: OfflineDataset | undefined;
export function offlineDataset(): OfflineDataset {
  shared ??= createOfflineDataset();
  return shared;
}
