// The landing page's example case (issue 18: every figure on the page comes from this engine on
// its default assumptions): land on the owner's own ground near 대전 (KMA 133), whose fleet region
// is the national figure (3.65 h/day), spot prices at the engine's defaults, south at 21°. No
// engine code: the landing page reads it (`@haetbit/solar/landing-case`) beside the figures
// generated from it (apps/web/src/features/landing/engine-examples.ts).

/** The case every landing example is computed for; the reference size comes first. */
export const LANDING_EXAMPLE_CASE = {
  installType: 'L',
  stationId: 133,
  stationName: '대전',
  referenceKw: 99,
  capacitiesKw: [30, 50, 100],
} as const;
