import type { LandCharacteristics } from '@haetbit/contracts';
import { toNumber, toText } from '../kit/http.js';
import { ok, unavailable } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getNedRowOfYear } from '../kit/vworld.js';
import type { LandCharacteristicsPort } from './port.js';

/** VWorld NED `getLandCharacteristics` (root `landCharacteristicss`, one public client: `landCharacteristic`). */
export function createPublicLandCharacteristics(
  options: PublicAdapterOptions,
): LandCharacteristicsPort {
  return {
    async getByYear(pnu, year) {
      const found = await getNedRowOfYear(
        options,
        '/ned/data/getLandCharacteristics',
        ['landCharacteristicss', 'landCharacteristic'],
        { pnu, year, samePnu: true },
      );
      if (found.status !== 'ok') return found;
      const row = found.value;
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
