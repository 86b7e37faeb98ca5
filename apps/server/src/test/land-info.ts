import type { LandInfo } from '@haetbit/contracts';

/** A 1 000 m² field (전) of the current year with no other land characteristics, for land rules. */
export function fieldLandInfo(overrides: Partial<LandInfo> = {}): LandInfo {
  return {
    pnu: 'x',
    stdrYear: 2026,
    lndcgrCodeNm: '전',
    lndpclAr: 1000,
    prposArea1Nm: null,
    ladUseSittnNm: null,
    tpgrphHgCodeNm: null,
    tpgrphFrmCodeNm: null,
    roadSideCodeNm: null,
    pblntfPclnd: null,
    requestedPnu: 'x',
    requestedYear: 2026,
    fallback: 'none',
    ...overrides,
  };
}
