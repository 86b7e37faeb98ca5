import { AppleLogo, GooglePlayLogo, LogoMark } from './illustrations';
import { LandingSection } from './landing-section';
import styles from './download-section.module.css';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './store-links';

const STORES = [
  { href: APP_STORE_URL, Logo: AppleLogo, device: 'iPhone', name: 'App Store' },
  { href: GOOGLE_PLAY_URL, Logo: GooglePlayLogo, device: 'Android', name: 'Google Play' },
] as const;

/** App download: the product runs inside the mobile app only, so the web never links into /app. */
export function DownloadSection() {
  return (
    <LandingSection id="download" tone="tight">
      <div className={styles.panel}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>앱 다운로드</p>
          <h2 id="download-title" className={styles.title}>
            햇빛 매칭 앱 다운로드, 지금 무료로 분석해 보세요
          </h2>
          <p className={styles.lead}>
            햇빛 매칭은 모바일 앱에서 이용할 수 있어요. 앱을 설치하고 주소만 입력하면 우리 지붕과
            땅의 예상 수익을 바로 확인할 수 있어요.
          </p>
          <ul className={styles.stores}>
            {STORES.map(({ href, Logo, device, name }) => (
              <li key={name}>
                <a className={styles.store} href={href}>
                  <Logo className={styles.storeLogo} />
                  <span className={styles.storeText}>
                    <span className={styles.storeSmall}>{`${device} 앱 다운로드`}</span>{' '}
                    <span className={styles.storeName}>{name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.art} aria-hidden="true">
          <div className={styles.appIcon}>
            <LogoMark className={styles.appIconMark} />
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
