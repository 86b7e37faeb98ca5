import { REVIEWS_OF_CONTRACTORS_0_TO_6 } from './reviews-of-contractors-0-6.js';
import { REVIEWS_OF_CONTRACTORS_7_TO_13 } from './reviews-of-contractors-7-13.js';

export type InstallType = 'R' | 'L';

export interface InstallReviewSeed {
  /** R = 지붕형, L = 지상형(토지) */
  installType: InstallType;
  region: string;
  systemSizeKw: number;
  score: 1 | 2 | 3 | 4 | 5;
  title: string;
  contents: string;
  /** masked, e.g. '김**' */
  writerName: string;
  /** index into CONTRACTOR_SEED (0..13) */
  contractorIndex: number;
  /** ISO date-time */
  createdAt: string;
}

/** The sample install reviews the app starts with, in the order they are inserted. */
export const INSTALL_REVIEW_SEED: InstallReviewSeed[] = [
  ...REVIEWS_OF_CONTRACTORS_0_TO_6,
  ...REVIEWS_OF_CONTRACTORS_7_TO_13,
];
