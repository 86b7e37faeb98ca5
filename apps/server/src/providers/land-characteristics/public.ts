import type { LandCharacteristics } from '@haetbit/contracts';
import { toNumber, toText } from '../http.js';
import { ok, unavailable } from '../result.js';
import type { PublicAdapterOptions } from '../types.js';
import { getNedRows } from '../vworld.js';
import type { LandCharacteristicsPort } from './port.js';

/** VWorld NED `getLandCharacteristics` (root `landCharacteristicss`, one public client: `landCharacteristic`). */
export function createPublicLandCharacteristics(
  options: PublicAdapterOptions,
): LandCharacteristicsPort {
  return {
    async getByYear(pnu, year) {
      const rows = await getNedRows(
        options,
        '/ned/data/getLandCharacteristics',
        { pnu, stdrYear: String(year) },
        ['landCharacteristicss', 'landCharacteristic'],
      );
      if (rows.status !== 'ok') return rows;
      const ofYear = rows.value
        .filter((row) => toNumber(row.stdrYear) === year && toText(row.pnu) === pnu)
        .sort((a, b) => (toNumber(b.stdrMt) ?? 0) - (toNumber(a.stdrMt) ?? 0));
      const row = ofYear[0];
      if (!row) return unavailable('empty', `no row for ${year}`);
      const lndcgrCodeNm = toText(row.lndcgrCodeNm);
      const lndpclAr = toNumber(row.lndpclAr);
      if (!lndcgrCodeNm || lndpclAr === null)
        return unavailable('malformed', 'row without lndcgrCodeNm or lndpclAr');
      const value: LandCharacteristics = {
        pnu,
        stdrYear: year,
        lndcgrCodeNm,
        lndpclAr,
        prposArea1Nm: toText(row.prposArea1Nm),
        ladUseSittnNm: toText(row.ladUseSittnNm),
        tpgrphHgCodeNm: toText(row.tpgrphHgCodeNm),
        tpgrphFrmCodeNm: toText(row.tpgrphFrmCodeNm),
        roadSideCodeNm: toText(row.roadSideCodeNm),
        pblntfPclnd: toNumber(row.pblntfPclnd),
      };
      return ok(value, 'public', options.now?.() ?? new Date());
    },
  };
}
