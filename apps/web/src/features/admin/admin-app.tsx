import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { ADMIN_ROLE_LABELS, adminLoginBodySchema, type AdminMe } from '@haetbit/contracts';
import { ApiError } from '../../shared/api/client';
import { useMe } from './api/get-me';
import { useLogin } from './api/login';
import { useLogout } from './api/logout';
import { ConsoleShell } from '../../shared/console/console-shell';
import { ConsoleLoginForm } from '../../shared/console/console-login-form';
import { NotFound } from '../../shared/ui/not-found';
import styles from './admin.module.css';
import { AccountsPage } from './pages/accounts-page';
import { AuditPage } from './pages/audit-page';
import { ContentPage } from './pages/content-page';
import { ContractorsPage } from './pages/contractors-page';
import { ContractorDetailPage } from './pages/contractor-detail-page';
import { DashboardPage } from './pages/dashboard-page';
import { MatchDetailPage } from './pages/match-detail-page';
import { MatchesPage } from './pages/matches-page';
import { NotificationsPage } from './pages/notifications-page';
import { ReviewsPage } from './pages/reviews-page';
import { UnservedPage } from './pages/unserved-page';
import { SettingsPage } from './pages/settings-page';
import { SitingSettingsPage } from './pages/siting-settings-page';
import { SubstationsPage } from './pages/substations-page';

const NAV: { to: string; label: string; adminOnly?: boolean }[] = [
  { to: '/admin', label: '대시보드' },
  { to: '/admin/matches', label: '매칭 관리' },
  { to: '/admin/unserved', label: '시공사 없는 지역' },
  { to: '/admin/contractors', label: '시공사 관리' },
  { to: '/admin/reviews', label: '후기 검토' },
  { to: '/admin/notifications', label: '알림 발송 내역' },
  { to: '/admin/content', label: '콘텐츠', adminOnly: true },
  { to: '/admin/settings', label: '설정', adminOnly: true },
  { to: '/admin/substations', label: '계통관리변전소', adminOnly: true },
  { to: '/admin/siting', label: '입지 규제', adminOnly: true },
  { to: '/admin/accounts', label: '운영자 계정', adminOnly: true },
  { to: '/admin/audit', label: '변경 기록', adminOnly: true },
];

/** The operator console at /admin (issue 11): desktop-first, its own session and routes. */
export function AdminApp() {
  const me = useMe();
  const login = useLogin();
  useEffect(() => {
    document.title = '햇빛 매칭 운영 콘솔';
  }, []);
  if (me.isPending) return <p className={styles.main}>불러오는 중…</p>;
  if (!me.data)
    return (
      <main className={styles.loginWrap}>
        <ConsoleLoginForm
          title="운영 콘솔 로그인"
          schema={adminLoginBodySchema}
          login={login}
          describeError={(error) =>
            error instanceof ApiError
              ? error.message
              : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'
          }
          styles={styles}
        />
      </main>
    );
  return <Console me={me.data} />;
}

function Console({ me }: { me: AdminMe }) {
  const logout = useLogout();
  const isAdmin = me.role === 'admin';
  return (
    <ConsoleShell
      navLabel="운영 콘솔 메뉴"
      brand="햇빛 매칭 운영"
      home="/admin"
      items={NAV.filter((item) => isAdmin || !item.adminOnly)}
      who={`${me.name} (${ADMIN_ROLE_LABELS[me.role]})`}
      onLogout={() => logout.mutate()}
      logoutClassName={styles.buttonSecondary}
      mainClassName={styles.main}
    >
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="matches" element={<MatchesPage />} />
        <Route path="matches/:id" element={<MatchDetailPage />} />
        <Route path="unserved" element={<UnservedPage />} />
        <Route path="contractors" element={<ContractorsPage />} />
        <Route path="contractors/:id" element={<ContractorDetailPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        {isAdmin && <Route path="content" element={<ContentPage />} />}
        {isAdmin && <Route path="settings" element={<SettingsPage />} />}
        {isAdmin && <Route path="substations" element={<SubstationsPage />} />}
        {isAdmin && <Route path="siting" element={<SitingSettingsPage />} />}
        {isAdmin && <Route path="accounts" element={<AccountsPage me={me} />} />}
        {isAdmin && <Route path="audit" element={<AuditPage />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleShell>
  );
}

export default AdminApp;
