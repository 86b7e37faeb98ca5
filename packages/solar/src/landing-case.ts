// The landing page's example case (issue 18: every figure on the page comes from this engine on
// its default assumptions; issue 32: the example under the rooftop headline is computed for a
// roof): a factory or warehouse roof near 대전 (KMA 133), whose fleet region is the national
// figure (3.65 h/day), south at 21°, selling under the fixed contract at the building REC weight
// 1.5 (the same for every size up to 3 MW, so the cards show no REC step between 99 and 100 kW).
// No engine code: the landing page reads it (`@haetbit/solar/landing-case`) beside the figures
// generated from it (apps/web/src/features/landing/engine-examples.ts).

/** The case every landing example is computed for; the reference size comes first. */
export const LANDING_EXAMPLE_CASE = {
  installType: 'R',
  stationId: 133,
  stationName: '대전',
  /** Where the example plant stands, as the page's footnote names it. */
  siteKo: '대전 인근 공장·창고 지붕',
  recWeight: 1.5,
  referenceKw: 100,
  capacitiesKw: [30, 50, 100],
} as const;
