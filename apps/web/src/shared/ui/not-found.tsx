import { useLocation } from 'react-router';
import { Link } from './link';
import buttons from './button.module.css';
import styles from './not-found.module.css';

/** Where a lost visitor goes back to: the part of the product whose address they mistyped. */
function homeFor(pathname: string): { to: string; label: string } {
  if (pathname.startsWith('/app')) return { to: '/app', label: '홈으로' };
  if (pathname.startsWith('/partner')) return { to: '/partner', label: '시공사 콘솔로' };
  if (pathname.startsWith('/admin')) return { to: '/admin', label: '운영 콘솔로' };
  return { to: '/', label: '햇빛 매칭 처음으로' };
}

/** A mistyped address: a page that says so and leads back, in the app, a console or the site. */
export function NotFound() {
  const { pathname } = useLocation();
  const home = homeFor(pathname);
  return (
    <main className={styles.main}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.heading}>페이지를 찾을 수 없습니다</h1>
      <p className={styles.text}>
        주소가 바뀌었거나 잘못 입력되었습니다.{'\n'}입력한 주소를 다시 확인해 주세요.
      </p>
      <Link to={home.to} className={`${buttons.primary} ${styles.home}`}>
        {home.label}
      </Link>
    </main>
  );
}
