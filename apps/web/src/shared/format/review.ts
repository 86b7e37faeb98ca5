import type { InstallReview } from '@haetbit/contracts';
import { formatCapacity } from './number';

/** Where a review's plant is and its size, as every review card heads it: '경남 산청군 · 1.5MW'. */
export const reviewPlace = (review: Pick<InstallReview, 'region' | 'systemSize'>) =>
  `${review.region} · ${formatCapacity(review.systemSize)}`;

/** The score as five stars, filled then empty (spec section 9 review cards). */
export const reviewStars = (score: number) => '★★★★★'.slice(0, score) + '☆☆☆☆☆'.slice(0, 5 - score);

/**
 * Who wrote a review and of what: the home and the profit result list the owners' reviews of the
 * service, so the contractor they were matched with is named as such, not as the one reviewed
 * (walk minor 4), and a sample says so.
 */
export const reviewByline = (review: Pick<InstallReview, 'writerName' | 'comName' | 'isSample'>) =>
  [
    review.writerName,
    '햇빛 매칭 이용 후기',
    ...(review.comName ? [`시공사 ${review.comName}`] : []),
    ...(review.isSample ? ['예시 후기'] : []),
  ].join(' · ');
