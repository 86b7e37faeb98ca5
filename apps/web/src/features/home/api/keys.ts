/**
 * Query keys of the home. Its reads are changed elsewhere, by prefix: a new review invalidates
 * `['install-review']`, a new or moved match request `['match-req']` (see the matching and
 * recruit features' keys).
 */
export const homeKeys = {
  blogBanners: ['banner', 'SUNNY_SCHOOL_BLOG'] as const,
  installReviews: ['install-review', 'all'] as const,
  myMatches: ['match-req', 'in-progress'] as const,
};
