import { AppHeader } from '../../shared/ui/app-header';
import { useTerms } from './api/get-terms';
import styles from './agreement-page.module.css';

/**
 * A terms document as the operator published it (GET /api/match-com/default-terms): in the app
 * (spec section 2's agreement routes) and, the same texts, on the web at /terms and /privacy,
 * where the landing page's footer links them (`onWeb`: a page of its own whose back leads to /).
 */
function AgreementPage({
  title,
  category,
  onWeb = false,
}: {
  title: string;
  category: 'USE_TERMS' | 'PIPP';
  onWeb?: boolean;
}) {
  const terms = useTerms();
  const document = terms.data?.find((item) => item.category === category);
  return (
    <div className={onWeb ? styles.web : undefined}>
      <AppHeader title={title} fallbackTo={onWeb ? '/' : '/app'} />
      <main className={styles.main}>
        {document ? (
          document.content.map((section) => (
            <section key={section.title} className={styles.section}>
              <h2 className={styles.heading}>{section.title}</h2>
              {section.contents.map((paragraph, index) => (
                <p key={index} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))
        ) : (
          <p className={styles.paragraph}>
            {terms.isPending ? '불러오는 중…' : '내용을 불러오지 못했습니다.'}
          </p>
        )}
      </main>
    </div>
  );
}

export const UseTermsPage = () => <AgreementPage title="이용약관" category="USE_TERMS" />;
export const PippPage = () => <AgreementPage title="개인정보처리방침" category="PIPP" />;
export const WebUseTermsPage = () => <AgreementPage title="이용약관" category="USE_TERMS" onWeb />;
export const WebPippPage = () => <AgreementPage title="개인정보처리방침" category="PIPP" onWeb />;
