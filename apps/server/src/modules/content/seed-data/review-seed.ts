// The shape of a seeded review, shared by the review data files.

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
