import type { SelectedJibunInfo } from '@haetbit/contracts';
import { toNumber, toText } from '../kit/http.js';

/** "산 12-3", "산12-3" -> "산12-3". */
export function normaliseJibun(jibun: string): string {
  return jibun.replace(/\s+/g, '');
}

export interface KepcoRow {
  substCd: string;
  substNm: string;
  substPwr: number;
  vol1: number;
  mtrNo: string;
  mtrPwr: number;
  vol2: number;
  dlCd: string;
  dlNm: string;
  dlPwr: number;
  vol3: number;
  addrJibun: string | null;
}

/** Reads one `data[]` row (numbers may be strings); null when a level is missing. */
export function readRow(raw: Record<string, unknown>): KepcoRow | null {
  const numbers = ['substPwr', 'vol1', 'mtrPwr', 'vol2', 'dlPwr', 'vol3'].map((name) =>
    toNumber(raw[name]),
  );
  const substNm = toText(raw.substNm);
  const dlNm = toText(raw.dlNm);
  if (!substNm || !dlNm || numbers.some((value) => value === null)) return null;
  const [substPwr, vol1, mtrPwr, vol2, dlPwr, vol3] = numbers as number[];
  return {
    substCd: toText(raw.substCd) ?? substNm,
    substNm,
    substPwr: substPwr!,
    vol1: vol1!,
    mtrNo: toText(raw.mtrNo) ?? '',
    mtrPwr: mtrPwr!,
    vol2: vol2!,
    dlCd: toText(raw.dlCd) ?? dlNm,
    dlNm,
    dlPwr: dlPwr!,
    vol3: vol3!,
    addrJibun: toText(raw.addrJibun),
  };
}

/** De-duplicates on (substCd, mtrNo, dlCd), as the same line repeats (kepco-grid.md). */
export function dedupeRows(rows: KepcoRow[]): KepcoRow[] {
  const seen = new Map<string, KepcoRow>();
  for (const row of rows)
    seen.set(`${row.substCd}|${row.mtrNo}|${row.dlCd}|${row.addrJibun ?? ''}`, row);
  return [...seen.values()];
}

/**
 * The row for a lot: rows of that jibun when present, else all rows; among them the line with the
 * largest usable headroom min(vol1, vol2, vol3) (a project connects only if every level has room).
 */
export function selectRow(rows: KepcoRow[], jibun: string): KepcoRow | null {
  const target = normaliseJibun(jibun);
  const ofLot = rows.filter(
    (row) => row.addrJibun !== null && normaliseJibun(row.addrJibun) === target,
  );
  const candidates = ofLot.length > 0 ? ofLot : rows;
  const headroom = (row: KepcoRow) => Math.min(row.vol1, row.vol2, row.vol3);
  return [...candidates].sort((a, b) => headroom(b) - headroom(a))[0] ?? null;
}

export function toSelectedJibunInfo(row: KepcoRow, jibun: string): SelectedJibunInfo {
  return {
    jibun: row.addrJibun ?? jibun,
    substation: { name: row.substNm, capacity1: row.substPwr, capacity2: row.vol1 },
    transformer: {
      name: row.mtrNo ? `${row.substNm} #${row.mtrNo}` : row.substNm,
      capacity1: row.mtrPwr,
      capacity2: row.vol2,
    },
    dl: { name: row.dlNm, capacity1: row.dlPwr, capacity2: row.vol3 },
  };
}

/**
 * 읍면동 and 리 names from a jibun address: the first word ending in 읍/면/동/가 after the 시군구,
 * then a following word ending in 리.
 */
export function addressParts(address: string): {
  addrLidong: string | null;
  addrLi: string | null;
} {
  const words = address.trim().split(/\s+/);
  let index = words.findIndex(
    (word, i) => i >= 1 && /(읍|면|동|가)$/.test(word) && !/(시|군|구|도)$/.test(word),
  );
  if (index < 0) return { addrLidong: null, addrLi: null };
  const addrLidong = words[index]!;
  index += 1;
  const next = words[index];
  return { addrLidong, addrLi: next && /리$/.test(next) ? next : null };
}
