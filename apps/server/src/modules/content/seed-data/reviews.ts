import { REVIEWS_OF_CONTRACTORS_0_TO_6 } from './reviews-of-contractors-0-6.js';
import { REVIEWS_OF_CONTRACTORS_7_TO_13 } from './reviews-of-contractors-7-13.js';

import type { InstallReviewSeed } from './review-seed.js';

export type { InstallReviewSeed, InstallType } from './review-seed.js';

/** The sample install reviews the app starts with, in the order they are inserted. */
export const INSTALL_REVIEW_SEED: InstallReviewSeed[] = [
  ...REVIEWS_OF_CONTRACTORS_0_TO_6,
  ...REVIEWS_OF_CONTRACTORS_7_TO_13,
];
