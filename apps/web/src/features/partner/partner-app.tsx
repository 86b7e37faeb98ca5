import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { Link } from '../../shared/ui/link';
import {
  PARTNER_ACCOUNT_STATUS_LABELS,
  PARTNER_DOCUMENT_KINDS,
  type PartnerMe,
} from '@haetbit/contracts';
import { useMe } from './api/get-me';
import { useLogout } from './api/logout';
import { AlertsPage } from './pages/alerts-page';
import { LeadsPage } from './pages/leads-page';
import { LoginPage } from './pages/login-page';
import { MatchesPage } from './pages/matches-page';
import { ProfilePage } from './pages/profile-page';
import { RequestPage } from './pages/request-page';
import { ReviewsPage } from './pages/reviews-page';
import { SignupPage } from './pages/signup-page';
import { ResetPage } from './pages/reset-page';
import { ConsoleShell } from '../../shared/console/console-shell';
import { NotFound } from '../../shared/ui/not-found';
import styles from './partner.module.css';

const NAV = [
  { to: '/partner', label: '지원 가능한 요청' },
  { to: '/partner/matches', label: '내 매칭' },
  { to: '/partner/profile', label: '회사 정보' },
  { to: '/partner/reviews', label: '고객 후기' },
  { to: '/partner/alerts', label: '알림' },
];

/**
 * The contractor console at /partner (DESIGN D8, D12): desktop-first, its own cookie session and
 * routes, loaded only when a contractor opens it.
 */
export function PartnerApp() {
  const me = useMe();
  useEffect(() => {
    document.title = '햇빛 매칭 시공사 파트너';
  }, []);
  if (me.isPending) return <p className={styles.main}>불러오는 중…</p>;
  if (!me.data) {
    return (
      <Routes>
        <Route path="signup" element={<SignupPage />} />
        <Route path="reset" element={<ResetPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    );
  }
  return <Console me={me.data} />;
}

function Console({ me }: { me: PartnerMe }) {
  const logout = useLogout();
  return (
    <ConsoleShell
      navLabel="파트너 메뉴"
      brand="햇빛 매칭 파트너"
      home="/partner"
      items={NAV}
      who={`${me.comName} (${PARTNER_ACCOUNT_STATUS_LABELS[me.status]})`}
      onLogout={() => logout.mutate()}
      logoutClassName={styles.buttonSecondary}
      mainClassName={styles.main}
      compact
    >
      {me.status !== 'approved' && (
        <p className={styles.notice} role="status">
          {me.status === 'pending'
            ? '가입 승인 대기 중입니다. 운영자 승인 후 업체 정보를 수정하고 요청에 지원할 수 있습니다.'
            : '승인되지 않은 계정입니다. 고객센터로 문의해 주세요.'}
          {me.status === 'pending' && me.documents.length < PARTNER_DOCUMENT_KINDS.length && (
            <>
              {' '}
              사업자등록증과 전기공사업 등록증을 <Link to="/partner/profile">회사 정보</Link>에서
              올려 주세요.
            </>
          )}
        </p>
      )}
      <Routes>
        <Route index element={<LeadsPage me={me} />} />
        <Route path="requests/:id" element={<RequestPage />} />
        <Route path="matches" element={<MatchesPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleShell>
  );
}
