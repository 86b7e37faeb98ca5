/**
 * Generates ../parcels.json and ../README.md (the offline dataset) deterministically.
 * Run: npx tsx apps/server/src/providers/offline-data/scripts/generate.ts (writes and formats both).
 *
 * Real: the 10-digit 법정동코드 and names (국토교통부 법정동코드 전체자료; 전북 codes moved from 45 to
 * 52 with 전북특별자치도, 2024-01-18, and 강원 codes from 42 to 51 with 강원특별자치도, 2023-06-11, the
 * other eight digits unchanged), region coordinates (approximate village centres).
 * Synthetic: lot numbers, road names and numbers, polygons, land/building/grid records. They are
 * plausible, not real parcels.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Building } from '@haetbit/contracts';
import { mulberry32 } from '@haetbit/solar';
import type { OfflineParcel } from '../types.js';
import { hash } from './regions.js';
import type { Spec } from './spec.js';
import { OTHER } from './spec.js';
import {
  lotText,
  pnuOf,
  polygon,
  round7,
  PRICE_BY_JIMOK,
  CAUSES,
  MOVES,
  landRecords,
  gridFor,
  roadAddressFor,
} from './records.js';
import { expectedFor, casesFor } from './expected.js';
import { JEJU_SPECS, JEJU_URBAN_SPECS } from './specs-jeju.js';
import { GYEONGNAM_SPECS } from './specs-gyeongnam.js';
import { JEONNAM_SPECS } from './specs-jeonnam.js';
import { CHUNGNAM_SPECS } from './specs-chungnam.js';
import { GYEONGBUK_SPECS, JEONBUK_SPECS } from './specs-gyeongbuk-jeonbuk.js';
import { CENTRAL_SPECS } from './specs-central.js';

function build(spec: Spec): OfflineParcel {
  const pnu = pnuOf(spec);
  const lot = lotText(spec);
  const jejuFactor = spec.region.sidoCode === '50' ? 1.8 : 1;
  const urbanFactor = spec.ri ? 1 : 5.2;
  const price = Math.round((PRICE_BY_JIMOK[spec.jimok] ?? 20_000) * jejuFactor * urbanFactor);
  const random = mulberry32(hash(`${spec.key}:misc`));
  const boundary = polygon(spec);
  const lat = round7(boundary.reduce((s, p) => s + p[1], 0) / boundary.length);
  const lng = round7(boundary.reduce((s, p) => s + p[0], 0) / boundary.length);
  const address = `${spec.region.sido} ${spec.region.sigungu} ${spec.emd}${spec.ri ? ` ${spec.ri}` : ''} ${lot}`;
  const buildings: Building[] = spec.building
    ? [{ bldNm: null, useAprDay: null, ...spec.building }]
    : [];
  const changeYear = 1995 + Math.floor(random() * 28);
  const base: Omit<OfflineParcel, 'expected'> & { expected?: never } = {
    key: spec.key,
    cases: [],
    pnu,
    sidoCode: spec.region.sidoCode,
    sido: spec.region.sido,
    sigungu: spec.region.sigungu,
    emd: spec.emd,
    ri: spec.ri,
    jibun: lot,
    address,
    roadAddress: roadAddressFor(spec),
    lat,
    lng,
    boundary,
    landRecords: landRecords(spec, pnu, price),
    prices: [0, -1, -2].map((yearOffset) => ({
      yearOffset,
      pblntfPclnd: Math.round(price * (1 + yearOffset * 0.04)),
      pblntfDe: '05-31',
    })),
    possession: {
      posesnSeCodeNm: spec.posesn ?? '개인',
      ownshipChgCauseCodeNm: CAUSES[hash(spec.key) % CAUSES.length]!,
      ownshipChgDe: `${changeYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      cnrsPsnCo: spec.cnrs ?? 0,
    },
    movements: [
      {
        landMovRsnCdNm: MOVES[hash(spec.key) % MOVES.length]!,
        landMovYmd: `${changeYear - 3}-03-1${hash(spec.key) % 10}`,
      },
      ...(hash(spec.key) % 3 === 0
        ? [{ landMovRsnCdNm: '지목변경', landMovYmd: `${changeYear + 1}-09-20` }]
        : []),
    ],
    buildings,
    zones:
      spec.zones === null
        ? null
        : (spec.zones ?? (spec.ri ? OTHER : ['제2종일반주거지역'])).map((name, index) => ({
            name,
            relation: index === 0 ? '포함' : '저촉',
          })),
    grid: gridFor(spec, lot),
  };
  const expected = expectedFor(spec, base);
  return { ...base, cases: casesFor(spec, expected, base), expected };
}

// ----- output -----
const SPECS: Spec[] = [
  ...JEJU_SPECS,
  ...GYEONGNAM_SPECS,
  ...JEONNAM_SPECS,
  ...CHUNGNAM_SPECS,
  ...JEJU_URBAN_SPECS,
  ...GYEONGBUK_SPECS,
  ...JEONBUK_SPECS,
  ...CENTRAL_SPECS,
];
const parcels = SPECS.map(build);
const keys = new Set(parcels.map((p) => p.pnu));
if (keys.size !== parcels.length) throw new Error('duplicate pnu');

const here = fileURLToPath(new URL('..', import.meta.url));
// Data, not code: the server loads parcels.json through offline-data/schema.ts.
writeFileSync(`${here}parcels.json`, `${JSON.stringify(parcels, null, 1)}\n`);
// Format like the rest of the tree (the committed file is the prettier output).
execFileSync('npx', ['prettier', '--write', `${here}parcels.json`], { stdio: 'ignore' });

const rows = parcels.map(
  (p) =>
    `| ${p.key} | ${p.pnu} | ${p.address} | ${p.roadAddress ?? '—'} | ${p.expected.installType} | ${p.expected.landType} | ${p.expected.restrictedZone} | ${p.expected.powerLine} | ${p.expected.powerLineReason ?? '—'} | ${p.expected.ordinance} | **${p.expected.total}** | ${p.expected.capacity} | ${p.cases.join('; ')} |`,
);
const regions = [...new Set(parcels.map((p) => `${p.sido} ${p.sigungu}`))];
writeFileSync(
  `${here}README.md`,
  `# Offline dataset (generated)

Generated by \`scripts/generate.ts\` (deterministic; run it with \`npx tsx\` and commit both outputs).
${parcels.length} parcels in ${regions.length} 시군구 of ${new Set(parcels.map((p) => p.sidoCode)).size} 시도:
${regions.join(', ')}.

## What is real and what is not
- **Real**: the 10-digit 법정동코드 and the names of 시도/시군구/읍면동/리 (국토교통부 법정동코드 전체자료;
  전북 codes written with the 전북특별자치도 prefix 52 in force since 2024-01-18, 강원 codes with the
  강원특별자치도 prefix 51 in force since 2023-06-11), approximate village coordinates, the vocabularies
  (지목, 도로접면, 지형, 소유구분 ...), the ordinance and limit-list rows (seeded from shared/reference).
  Note: the reference's example PNU 4413310300100120003 ("천안 동남구 신부동") splits as 시군구 44133
  (서북구) while its building example sends 44131 (동남구); being inconsistent, it is used only as a
  contract-test fixture, not in this dataset.
- **Synthetic** (plausible, not real parcels): lot numbers, road names and building numbers, polygons
  (irregular 4-8 vertex rings scaled to the listed area), land, price, possession, movement, building
  and KEPCO records, substation and line names. Years are stored as offsets from the current year.

## Where the 강원, 충북 and 경기 codes come from
The 12 codes of 춘천시 (CC-*), 진천군 (JC-*) and 연천군 (YC-*) were read from a public copy of the
법정동코드 전체자료 (\`법정동코드 전체자료.txt\` in github.com/brainer3220/Korean-legal-administration-code,
an edition from before 2023-06-11, all rows marked 존재): 춘천시 신북읍 유포리 4211025023, 동내면 학곡리
4211039025, 사북면 지촌리 4211036022, 남산면 창촌리 4211040025; 진천군 이월면 노원리 4375035023,
광혜원면 실원리 4375037026, 문백면 평산리 4375033025, 백곡면 용덕리 4375034022; 연천군 전곡읍 은대리
4180025322, 군남면 왕림리 4180031024, 청산면 궁평리 4180032024, 연천읍 고문리 4180025029. The 춘천 codes
are written with the 강원특별자치도 prefix 51 (42110… → 51110…, the other eight digits unchanged, as
public post-2023 references show for 신북읍 5111025000 and 원주 문막읍 문막리 5113025021). 춘천시,
진천군 and 연천군 each have a row in shared/reference/setback-ordinances.csv, so their land parcels read C.

## Verdict columns
Feasibility items per spec section 9 as they read in 2026 (issue 31; E = pending marker: data
missing). Install type R = roof, L = land.
- **land**: 맹지 I; 지목 전·답·과수원 inside 농업진흥구역 I (no ground plant), elsewhere C with the
  farmland route (농지전용허가 with 농지보전부담금, or 영농형 for its permit years); a road side with
  불 C; else P. Roofs: P with building data, E without.
- **line**: every 전남 and 제주 substation is a 계통관리변전소 (the seeded rules of
  \`modules/land/siting-seed.ts\`: all 85 of 전남 and the 16 154 kV substations of 제주, by 시도), so
  their parcels read I with reason \`managedSubstation\` whatever the headroom, and the same
  with no KEPCO data; elsewhere headroom at all three levels P (\`headroom\`), none I, some C
  (\`noHeadroom\`), no data E.
- **ordinance**: roofs P (exempt under the 2026 재생에너지법 amendment); land in a region with an
  ordinance C (it applies until the law takes effect: the effective date is not set in the seed),
  no ordinance on record P.
- **total**: I if any item is I, else C if any is C or E, else P (docs/decisions/020).
Capacity: ok, needs_area (roof without building data: the user enters the area) or undetermined
(no module fits).

| key | pnu | jibun address | road address | type | land | zone | line | line reason | ordinance | total | capacity | cases |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log(`wrote ${parcels.length} parcels`);
