import type { LngLat } from '@haetbit/contracts';
import { mulberry32 } from '@haetbit/solar';
import type { OfflineGridRow, OfflineParcel, OfflineYearRecord } from '../types.js';
import { hash } from './regions.js';
import type { Spec } from './spec.js';

// ----- derived records -----
export const pad4 = (n: number) => String(n).padStart(4, '0');

export function lotText(spec: Spec): string {
  const number = spec.ji ? `${spec.bun}-${spec.ji}` : `${spec.bun}`;
  return spec.san ? `산 ${number}` : number;
}

export function pnuOf(spec: Spec): string {
  return `${spec.code}${spec.san ? '2' : '1'}${pad4(spec.bun)}${pad4(spec.ji ?? 0)}`;
}

export function variantPnu(pnu: string): string {
  return `${pnu.slice(0, 10)}3${pnu.slice(11)}`;
}

export const M_PER_DEG_LAT = 110_940;
export const mPerDegLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

export function ringAreaLocal(points: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

export function polygon(spec: Spec): LngLat[] {
  const random = mulberry32(hash(spec.key));
  let local: [number, number][];
  if (spec.strip) {
    // A ditch (구거): a long strip about 2.6 m wide, slightly skewed.
    local = [
      [0, 0],
      [55, 0.6],
      [55.3, 3.2],
      [0.3, 2.6],
    ];
  } else {
    const n = 4 + Math.floor(random() * 5);
    const aspect = 1 + random() * 1.2;
    local = [];
    for (let i = 0; i < n; i += 1) {
      const angle = ((i + (random() - 0.5) * 0.6) / n) * 2 * Math.PI;
      const radius = 0.8 + random() * 0.4;
      local.push([Math.cos(angle) * radius * aspect, Math.sin(angle) * radius]);
    }
  }
  const rotation = random() * Math.PI;
  const rotated = local.map(([x, y]) => [
    x * Math.cos(rotation) - y * Math.sin(rotation),
    x * Math.sin(rotation) + y * Math.cos(rotation),
  ]) as [number, number][];
  const scale = spec.strip ? 1 : Math.sqrt(spec.areaM2 / ringAreaLocal(rotated));
  const cx = rotated.reduce((s, p) => s + p[0], 0) / rotated.length;
  const cy = rotated.reduce((s, p) => s + p[1], 0) / rotated.length;
  return rotated.map(([x, y]) => [
    round7(spec.lng + ((x - cx) * scale) / mPerDegLng(spec.lat)),
    round7(spec.lat + ((y - cy) * scale) / M_PER_DEG_LAT),
  ]);
}

export const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

export const ZONING_BY_JIMOK: Record<string, string> = {
  임야: '보전관리지역',
  답: '생산관리지역',
};
export const USE_BY_JIMOK: Record<string, string> = {
  전: '전',
  답: '답',
  임야: '자연림',
  대: '단독',
  잡종지: '나지',
  과수원: '과수원',
  공장용지: '공업용',
  목장용지: '목장용지',
  염전: '염전',
  구거: '하천등',
};
export const PRICE_BY_JIMOK: Record<string, number> = {
  전: 26_000,
  답: 22_000,
  임야: 6_500,
  대: 160_000,
  잡종지: 48_000,
  과수원: 31_000,
  공장용지: 115_000,
  목장용지: 18_000,
  염전: 14_000,
  구거: 3_100,
};
export const SHAPES = ['부정형', '사다리형', '가로장방', '세로장방', '정방형', '자루형'];
export const CAUSES = ['매매', '상속', '증여', '매매', '소유권보존'];
export const MOVES = ['분할', '지목변경', '합병', '등록전환', '행정구역명칭변경'];

export function landRecords(spec: Spec, pnu: string, price: number): OfflineYearRecord[] {
  const mode = spec.landChar ?? 'current';
  if (mode === 'none') return [];
  const offsets = mode === 'previous' ? [-1] : [0, -1];
  const filedUnder = mode === 'variant' ? variantPnu(pnu) : pnu;
  const random = mulberry32(hash(`${spec.key}:land`));
  const registered = Math.round(spec.areaM2 * (0.985 + random() * 0.03));
  return offsets.map((yearOffset) => ({
    yearOffset,
    pnu: filedUnder,
    lndcgrCodeNm: spec.jimok,
    lndpclAr: registered,
    prposArea1Nm: spec.zoning ?? ZONING_BY_JIMOK[spec.jimok] ?? '계획관리지역',
    ladUseSittnNm: USE_BY_JIMOK[spec.jimok] ?? spec.jimok,
    tpgrphHgCodeNm: spec.jimok === '임야' ? '완경사' : '평지',
    tpgrphFrmCodeNm: SHAPES[hash(spec.key) % SHAPES.length]!,
    roadSideCodeNm: spec.roadSide ?? (spec.intent === 'R' ? '소로한면' : '세로한면(가)'),
    pblntfPclnd: Math.round(price * (yearOffset === 0 ? 1 : 0.96)),
  }));
}

export function gridFor(spec: Spec, lot: string): OfflineParcel['grid'] {
  const kind = spec.grid ?? 'ok';
  if (kind === 'none') return null;
  const random = mulberry32(hash(`${spec.key}:grid`));
  const substNm = spec.region.substations[hash(spec.key) % spec.region.substations.length]!;
  const prefix = spec.san ? '산 ' : '';
  const neighbours = [spec.bun - 3, spec.bun - 1, spec.bun + 2, spec.bun + 5]
    .filter((n) => n > 0)
    .map((n) => `${prefix}${n}`);
  const jibunList = [...new Set([lot, ...neighbours])].sort((a, b) =>
    a.localeCompare(b, 'ko', { numeric: true }),
  );
  const level = (max: number) => Math.round((0.2 + random() * 0.8) * max);
  const vols =
    kind === 'ok'
      ? [level(30_000) + 500, level(8_000) + 200, level(2_500) + 100]
      : kind === 'zero'
        ? [0, 0, 0]
        : [level(20_000) + 500, 0, level(1_800) + 100];
  const rows: OfflineGridRow[] = jibunList.map((jibun) => ({
    jibun,
    substNm,
    substPwr: 90_000 + level(60_000),
    vol1: vols[0]!,
    mtrNo: String(1 + (hash(spec.key) % 3)),
    mtrPwr: 30_000 + level(20_000),
    vol2: vols[1]!,
    dlNm: `${spec.ri ? spec.ri.replace(/리$/, '') : spec.emd.replace(/동$/, '')}`,
    dlPwr: 6_000 + level(6_000),
    vol3: vols[2]!,
  }));
  return { jibunList, rows };
}

export function roadAddressFor(spec: Spec): string | null {
  if (!spec.road) return null;
  const base = (spec.ri ?? spec.emd).replace(/[리동]$/, '');
  const number = 10 + (hash(spec.key) % 190);
  const road = spec.ri ? `${base}길` : `${base}${1 + (hash(spec.key) % 4)}길`;
  return `${spec.region.sido} ${spec.region.sigungu} ${spec.ri ? `${spec.emd} ` : ''}${road} ${number}`;
}
