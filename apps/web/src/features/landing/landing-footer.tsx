import { formatBusinessNumber, type SiteSettings } from '@haetbit/contracts';
import { LogoMark } from './illustrations';
import styles from './landing-footer.module.css';
import layout from './landing-page.module.css';

const COPYRIGHT_YEAR = 2026;

/** The public pages of the app's terms (same texts as the app's, router.tsx). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/** "1588-0000" → "tel:15880000" */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The company line Korean law expects on the site (상호, 대표자, 사업자등록번호, 통신판매업 신고번호,
 * 주소): each item the operator set, in that order; none is shown before it is set.
 */
export function companyLine(settings: SiteSettings | null): { label: string; value: string }[] {
  if (!settings) return [];
  return [
    { label: '상호', value: settings.companyName },
    { label: '대표자', value: settings.representative },
    {
      label: '사업자등록번호',
      value: settings.businessNumber && formatBusinessNumber(settings.businessNumber),
    },
    { label: '통신판매업 신고번호', value: settings.mailOrderNumber },
    { label: '주소', value: settings.companyAddress },
  ].filter((item) => item.value !== '');
}

/**
 * The footer: brand, the customer centre (spec section 1: phone, e-mail, weekday hours), the terms
 * and the privacy policy on the web, and the company line. Contacts and company details are the
 * operator's settings (`settings`, null until they arrive): what is not set is not shown.
 */
export function LandingFooter({ settings }: { settings: SiteSettings | null }) {
  const phone = settings?.customerPhone ?? '';
  const email = settings?.customerEmail ?? '';
  const company = companyLine(settings);
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

          {phone || email ? (
            <div>
              <p className={styles.footerHeading}>고객센터</p>
              <address className={styles.contact}>
                <ul className={styles.contactList}>
                  {phone ? (
                    <li>
                      <span className={styles.contactLabel}>전화</span>
                      <a
                        className={`${styles.contactLink} ${styles.contactStrong}`}
                        href={telHref(phone)}
                      >
                        {phone}
                      </a>
                    </li>
                  ) : null}
                  {email ? (
                    <li>
                      <span className={styles.contactLabel}>이메일</span>
                      <a className={styles.contactLink} href={`mailto:${email}`}>
                        {email}
                      </a>
                    </li>
                  ) : null}
                  {settings?.customerHours ? (
                    <li>
                      <span className={styles.contactLabel}>운영시간</span>
                      {settings.customerHours}
                    </li>
                  ) : null}
                </ul>
              </address>
            </div>
          ) : null}

          <nav aria-label="약관 및 정책">
            <p className={styles.footerHeading}>약관 및 정책</p>
            <ul className={styles.legalList}>
              <li>
                <a className={styles.legalLink} href={TERMS_PATH}>
                  이용약관
                </a>
              </li>
              <li>
                <a className={`${styles.legalLink} ${styles.privacyLink}`} href={PRIVACY_PATH}>
                  개인정보처리방침
                </a>
              </li>
            </ul>
          </nav>
        </div>

        <div className={styles.footerBottom}>
          {company.length > 0 ? (
            <p className={styles.companyLine}>
              {company.map((item) => (
                <span key={item.label} className={styles.companyItem}>
                  {item.label} {item.value}
                </span>
              ))}
            </p>
          ) : null}
          <p>
            <small>
              © {COPYRIGHT_YEAR} {settings?.companyName || '햇빛 매칭'}. All rights reserved.
            </small>
          </p>
        </div>
      </div>
    </footer>
  );
}
