import { isRecord, toText } from '../kit/http.js';
import { ok, unavailable } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getNedRows } from '../kit/vworld.js';
import type { LandMovementPort } from './port.js';
import { isoDateFromYmd } from '@haetbit/contracts';

/**
 * VWorld NED `getLandMoveAttr` (토지이동이력속성조회). Its field names are unconfirmed
 * (land-and-building.md §3): the KRAS-era names (landMovRsnCdNm, landMovYmd) and the expected NED
 * names (ladMvmnPrvonshCodeNm, ladMvmnDe) are both read. The root is taken as the first object
 * with a `field` list.
 */
export function createPublicLandMovement(options: PublicAdapterOptions): LandMovementPort {
  return {
    async get(pnu) {
      const rows = await getNedRows(options, '/ned/data/getLandMoveAttr', { pnu }, [
        'landMoves',
        'landMovs',
        'landMoveAttrs',
        'ladMvmns',
        '*',
      ]);
      if (rows.status !== 'ok') return rows;
      const items = rows.value
        .filter(isRecord)
        .map((row) => ({
          landMovRsnCdNm: toText(row.landMovRsnCdNm) ?? toText(row.ladMvmnPrvonshCodeNm) ?? '',
          landMovYmd: normaliseDate(toText(row.landMovYmd) ?? toText(row.ladMvmnDe)),
        }))
        .filter((item) => item.landMovRsnCdNm !== '')
        .sort((a, b) => (b.landMovYmd ?? '').localeCompare(a.landMovYmd ?? ''));
      if (items.length === 0) return unavailable('malformed', 'rows without a movement cause');
      return ok(
        { pnu, landMovRsnCdNm: items[0]!.landMovRsnCdNm, items },
        'public',
        options.now?.() ?? new Date(),
      );
    },
  };
}

/** "20150312" or "2015-03-12" -> "2015-03-12". */
export function normaliseDate(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? isoDateFromYmd(digits) : value;
}
