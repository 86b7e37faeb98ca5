import { Link } from '../../shared/ui/link';
import { LIMITS, MATCH_STATUS_LABELS, RECOVERY_TEXTS, installTypeLabel } from '@haetbit/contracts';
import { countdownLabel } from '../../shared/format/d-day';
import { LoadError } from '../../shared/ui/load-error';
import { useMyMatches } from './api/get-my-matches';
import { useMovedAway } from '../../shared/api/moved-away';
import { formatDate } from '../../shared/format/date';
import styles from './home-page.module.css';
import { formatCapacity } from '../../shared/format/number';

/** My matching status on the home: at most 2 matches in progress, or an invitation to recruit. */
export function MyMatchingStatus() {
  const matches = useMyMatches();
  const shown = (matches.data ?? []).slice(0, LIMITS.homeMatchCount);
  // The old phone after a recovery says where its requests went (walk minor 6).
  const [lastMove] = useMovedAway(matches.isSuccess && shown.length === 0).data ?? [];
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
      {matches.isError ? (
        <LoadError
          title="매칭 현황을 불러오지 못했습니다."
          error={matches.error}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : shown.length === 0 ? (
        <div className={styles.emptyCard}>
          <p>{matches.isPending ? '불러오는 중…' : '진행 중인 매칭이 없습니다.'}</p>
          {lastMove ? (
            <p role="note">
              {RECOVERY_TEXTS.movedAwayNote(
                lastMove.requests,
                lastMove.phoneTail,
                formatDate(lastMove.movedAt),
              )}
            </p>
          ) : null}
          {matches.isPending ? null : (
            <Link to="/app?bm=menu" className={styles.inlineCta}>
              시공사 모집하기
            </Link>
          )}
        </div>
      ) : (
        <ul className={styles.matchList}>
          {shown.map((match) => {
            const dDay = countdownLabel(match);
            return (
              <li key={match.id}>
                <Link
                  to={`/app/matching-status/detail?id=${match.id}`}
                  className={styles.matchCard}
                >
                  <span className={styles.matchStatus}>
                    {MATCH_STATUS_LABELS[match.status]}
                    {dDay ? <span className={styles.dDay}>{dDay}</span> : null}
                  </span>
                  <span className={styles.matchAddress}>{match.address}</span>
                  <span className={styles.matchMeta}>
                    {installTypeLabel(match.installType)} · {formatCapacity(match.systemSize)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
