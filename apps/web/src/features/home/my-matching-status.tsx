import { Link } from 'react-router';
import styles from './home-page.module.css';

/**
 * My matching status on the home (at most 2 entries). The owner has none until the matching
 * journey lands, so this shows the empty state that invites recruiting.
 */
export function MyMatchingStatus() {
  return (
    <section className={styles.section} aria-labelledby="home-matching-title">
      <div className={styles.sectionHead}>
        <h2 id="home-matching-title" className={styles.sectionTitle}>
          나의 매칭 현황
        </h2>
        <Link to="/app/matching-status/list" className={styles.more}>
          전체 보기
        </Link>
      </div>
      <div className={styles.emptyCard}>
        <p>진행 중인 매칭이 없습니다.</p>
        <Link to="/app?bm=menu" className={styles.inlineCta}>
          시공사 모집하기
        </Link>
      </div>
    </section>
  );
}
