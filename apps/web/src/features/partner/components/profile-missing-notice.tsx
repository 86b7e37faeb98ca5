import { Link } from '../../../shared/ui/link';
import { withParticle } from '@haetbit/contracts';
import styles from '../partner.module.css';

/** Why the contractor cannot apply yet: the profile fields owners read that are still empty. */
export function ProfileMissingNotice({ missing }: { missing: readonly string[] }) {
  return (
    <p className={styles.notice} role="status">
      고객에게 보이는 회사 정보가 비어 있어 아직 지원할 수 없습니다.{' '}
      <Link to="/partner/profile">회사 정보</Link>에서 {withParticle(missing.join(', '), '을/를')}{' '}
      입력해 주세요.
    </p>
  );
}
