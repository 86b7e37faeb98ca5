/** Anchored sections of the landing page (spec section 2), in page order. */
export const LANDING_SECTIONS = [
  { id: 'rooftop-business', nav: '지붕 태양광' },
  { id: 'profitability', nav: '수익성' },
  { id: 'product', nav: '서비스 소개' },
  { id: 'download', nav: '앱 다운로드' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Builds an in-page link to a section, typed so a renamed id fails to compile. */
export function sectionHref(id: LandingSectionId): `#${LandingSectionId}` {
  return `#${id}`;
}
