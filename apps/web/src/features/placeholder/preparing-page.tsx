import { Link } from '../../shared/ui/link';
import { MESSAGES } from '@haetbit/contracts';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import styles from './preparing-page.module.css';

/** A clear 'being prepared' state for screens whose features have not shipped yet. */
export function Preparing({ title }: { title: string }) {
  return (
    <>
      <AppHeader title={title} />
      <main className={styles.main}>
        <div className={styles.icon} aria-hidden="true">
          ☀
        </div>
        <h2 className={styles.heading}>{MESSAGES.preparing}</h2>
        <p className={styles.text}>{MESSAGES.preparingDetail}</p>
        <Link to="/app" className={`${buttons.secondary} ${styles.home}`}>
          홈으로
        </Link>
      </main>
    </>
  );
}
