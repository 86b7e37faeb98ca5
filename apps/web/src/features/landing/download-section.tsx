import type { SiteSettings } from '@haetbit/contracts';
import { AppleLogo, GooglePlayLogo, LogoMark } from './illustrations';
import { LandingSection } from './landing-section';
import styles from './download-section.module.css';

/** The store buttons the operator set a link for (console 설정); none before they are set. */
export function storeLinks(settings: SiteSettings | null) {
  return [
    { href: settings?.appStoreUrl ?? '', Logo: AppleLogo, device: 'iPhone', name: 'App Store' },
    {
      href: settings?.googlePlayUrl ?? '',
      Logo: GooglePlayLogo,
      device: 'Android',
      name: 'Google Play',
    },
  ].filter((store) => store.href !== '');
}

/**
 * App download: the product runs inside the mobile app only, so the web never links into /app. A
 * store button shows only once the operator has set its link (`settings`, null until they arrive).
 */
export function DownloadSection({ settings }: { settings: SiteSettings | null }) {
  const stores = storeLinks(settings);
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
          {stores.length > 0 ? (
            <ul className={styles.stores}>
              {stores.map(({ href, Logo, device, name }) => (
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
          ) : null}
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
