import { installTypeLabel, type InstallReview } from '@haetbit/contracts';
import { LoadError } from '../../shared/ui/load-error';
import type { HomeRead } from './home-read';
import styles from './home-page.module.css';
import { reviewByline, reviewPlace, reviewStars } from '../../shared/format/review';

/** Horizontally scrolling review cards (at most 100, spec section 9). */
export function ReviewSlider({ read }: { read: HomeRead<InstallReview[]> }) {
  if (read.isPending) return <p className={styles.muted}>불러오는 중…</p>;
  if (read.isError) {
    return (
      <LoadError
        title="고객 후기를 불러오지 못했습니다."
        error={read.error}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  }
  const reviews = read.data ?? [];
  if (reviews.length === 0) return <p className={styles.muted}>아직 등록된 후기가 없습니다.</p>;
  return (
    // Focusable so the keyboard can scroll the cards, which hold no control of their own.
    <ul className={styles.slider} aria-label="고객 후기 목록" tabIndex={0}>
      {reviews.map((review) => (
        <li
          key={`${review.isSample ? 'sample' : 'review'}-${review.id}`}
          className={styles.reviewCard}
        >
          <div className={styles.reviewMeta}>
            <span className={styles.badge}>{installTypeLabel(review.installType)}</span>
            <span>{reviewPlace(review)}</span>
          </div>
          <p className={styles.stars} aria-label={`별점 ${review.score}점`}>
            {reviewStars(review.score)}
          </p>
          <p className={styles.reviewTitle}>{review.title}</p>
          <p className={styles.reviewText}>{review.contents}</p>
          <p className={styles.reviewWriter}>{reviewByline(review)}</p>
        </li>
      ))}
    </ul>
  );
}
