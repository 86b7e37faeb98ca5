import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/link';
import { formatDeadline } from '../../shared/format/date';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import styles from './recruit-success-page.module.css';

interface SuccessState {
  reqDate?: string;
  propose1EndDate?: string;
}

/** `/app/analysis-recruit-success` (spec section 2): done; links to the status list and a guide. */
export function RecruitSuccessPage() {
  const state = (useLocation().state ?? {}) as SuccessState;
  return (
    <>
      <AppHeader title="시공사 모집 신청 완료" fallbackTo="/app" />
      <main className={styles.main}>
        <div className={styles.icon} aria-hidden="true">
          ✓
        </div>
        <h2 className={styles.title}>시공사 모집 신청이 완료되었습니다.</h2>
        <p className={styles.text}>
          {state.propose1EndDate
            ? `${formatDeadline(state.propose1EndDate)}까지 시공사를 모집합니다.`
            : '지금부터 시공사 모집이 시작됩니다.'}
          {'\n'}참여한 시공사 목록은 나의 매칭 현황에서 확인할 수 있어요.
        </p>
        <div className={styles.actions}>
          <Link to="/app/matching-status/list" className={`${buttons.primary} ${buttons.block}`}>
            나의 매칭 현황 보기
          </Link>
          <Link to="/app/faq" className={`${buttons.secondary} ${buttons.block}`}>
            매칭 진행 방법 알아보기
          </Link>
          <Link to="/app" className={styles.home}>
            홈으로
          </Link>
        </div>
      </main>
    </>
  );
}
