import { BrandMark } from '../../shared/ui/brand-mark';
import styles from './splash.module.css';

export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-label="햇빛 매칭을 시작하는 중">
      <BrandMark className={styles.logo} variant="plain" />
      <p className={styles.name}>햇빛 매칭</p>
      <p className={styles.tagline}>내 지붕과 땅의 태양광 수익, 무료로 확인하세요</p>
    </div>
  );
}
