import { AppHeader } from '../../shared/ui/app-header';
import { useTerms } from './api/get-terms';
import styles from './agreement-page.module.css';

function AgreementPage({ title, category }: { title: string; category: 'USE_TERMS' | 'PIPP' }) {
  const terms = useTerms();
  const document = terms.data?.find((item) => item.category === category);
  return (
    <>
      <AppHeader title={title} />
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
    </>
  );
}

export const UseTermsPage = () => <AgreementPage title="이용약관" category="USE_TERMS" />;
export const PippPage = () => <AgreementPage title="개인정보처리방침" category="PIPP" />;
