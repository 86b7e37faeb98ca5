import { CUSTOMER_CENTRE } from '@haetbit/contracts';
import { LogoMark } from './illustrations';
import styles from './landing-footer.module.css';
import layout from './landing-page.module.css';

const COMPANY_NAME = '햇빛매칭 주식회사';
const COPYRIGHT_YEAR = 2026;

/** "1588-0000" → "tel:15880000" */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div className={styles.footerGrid}>
          <div>
            <p className={styles.footerBrand}>
              <LogoMark className={layout.brandMark} />
              햇빛 매칭
            </p>
            <p className={styles.footerTagline}>
              지붕과 땅의 태양광 수익 분석부터 시공사 매칭까지, 소유주는 무료로 이용하세요.
            </p>
          </div>

          <div>
            <p className={styles.footerHeading}>고객센터</p>
            <address className={styles.contact}>
              <ul className={styles.contactList}>
                <li>
                  <span className={styles.contactLabel}>전화</span>
                  <a
                    className={`${styles.contactLink} ${styles.contactStrong}`}
                    href={telHref(CUSTOMER_CENTRE.phone)}
                  >
                    {CUSTOMER_CENTRE.phone}
                  </a>
                </li>
                <li>
                  <span className={styles.contactLabel}>이메일</span>
                  <a className={styles.contactLink} href={`mailto:${CUSTOMER_CENTRE.email}`}>
                    {CUSTOMER_CENTRE.email}
                  </a>
                </li>
                <li>
                  <span className={styles.contactLabel}>운영시간</span>
                  {CUSTOMER_CENTRE.hours}
                </li>
              </ul>
            </address>
          </div>

          <div>
            <p className={styles.footerHeading}>약관 및 정책</p>
            <ul className={styles.legalList}>
              <li className={styles.legalItem}>이용약관</li>
              <li className={styles.legalItem}>개인정보처리방침</li>
            </ul>
            <p className={styles.legalHint}>약관 전문은 햇빛 매칭 앱에서 확인할 수 있어요.</p>
          </div>
        </div>

        <div className={styles.footerBottom}>
          <p>상호 {COMPANY_NAME}</p>
          <p>
            <small>
              © {COPYRIGHT_YEAR} {COMPANY_NAME}. All rights reserved.
            </small>
          </p>
        </div>
      </div>
    </footer>
  );
}
