import type { InstallReview } from '@haetbit/contracts';
import { formatCapacity } from './number';

/** Where a review's plant is and its size, as every review card heads it: '경남 산청군 · 1.5MW'. */
export const reviewPlace = (review: Pick<InstallReview, 'region' | 'systemSize'>) =>
  `${review.region} · ${formatCapacity(review.systemSize)}`;

/** The score as five stars, filled then empty (spec section 9 review cards). */
export const reviewStars = (score: number) => '★★★★★'.slice(0, score) + '☆☆☆☆☆'.slice(0, 5 - score);

/** Who wrote a review: the writer, the contractor when known, and whether it is a sample. */
export const reviewByline = (review: Pick<InstallReview, 'writerName' | 'comName' | 'isSample'>) =>
  `${review.writerName}${review.comName ? ` · ${review.comName}` : ''}${
    review.isSample ? ' · 예시 후기' : ''
  }`;
