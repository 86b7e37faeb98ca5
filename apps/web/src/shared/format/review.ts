import type { InstallReview } from '@haetbit/contracts';

/** The score as five stars, filled then empty (spec section 9 review cards). */
export const reviewStars = (score: number) => '★★★★★'.slice(0, score) + '☆☆☆☆☆'.slice(0, 5 - score);

/** Who wrote a review: the writer, the contractor when known, and whether it is a sample. */
export const reviewByline = (review: Pick<InstallReview, 'writerName' | 'comName' | 'isSample'>) =>
  `${review.writerName}${review.comName ? ` · ${review.comName}` : ''}${
    review.isSample ? ' · 예시 후기' : ''
  }`;
