import { useState } from 'react';
import styles from '../admin.module.css';
import { BannerEditor } from './content/banner-editor';
import { CodesEditor } from './content/codes-editor';
import { FaqEditor } from './content/faq-editor';
import { TermsEditor } from './content/terms-editor';

const TABS = [
  { key: 'faq', label: 'FAQ' },
  { key: 'banner', label: '배너' },
  { key: 'terms', label: '약관' },
  { key: 'codes', label: '코드' },
] as const;

export function ContentPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('faq');
  return (
    <>
      <h1 className={styles.title}>콘텐츠</h1>
      <div
        className={styles.actions}
        role="tablist"
        aria-label="콘텐츠 종류"
        style={{ marginBottom: 16 }}
      >
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={tab === item.key ? styles.button : styles.buttonSecondary}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'faq' && <FaqEditor />}
        {tab === 'banner' && <BannerEditor />}
        {tab === 'terms' && <TermsEditor />}
        {tab === 'codes' && <CodesEditor />}
      </div>
    </>
  );
}
