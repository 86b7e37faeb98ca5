import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_FAQ_CATEGORY,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  MESSAGES,
  type FaqCategory,
} from '@haetbit/contracts';
import { Accordion } from '../../shared/ui/accordion';
import { AppHeader } from '../../shared/ui/app-header';
import { Tabs, tabPanelProps } from '../../shared/ui/tabs';
import { useFaq, useFaqCategories } from './api/get-faq';
import styles from './faq-page.module.css';

/** FAQ (spec section 2): category tabs, MATCHING_STEP first; only one answer open at a time. */
export function FaqPage() {
  const faq = useFaq();
  const categories = useFaqCategories();
  const [category, setCategory] = useState<FaqCategory>(DEFAULT_FAQ_CATEGORY);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (faq.error) console.error('FAQ load failed', faq.error);
  }, [faq.error]);

  const tabs = useMemo(() => {
    const names = new Map(categories.data?.map((item) => [item.code, item.codeNm]));
    return FAQ_CATEGORIES.map((key) => ({
      key,
      label: names.get(key) ?? FAQ_CATEGORY_LABELS[key],
    }));
  }, [categories.data]);

  const items = (faq.data ?? [])
    .filter((item) => item.category === category)
    .map((item) => ({ id: String(item.id), title: item.subject, body: item.content }));

  return (
    <>
      <AppHeader title={MESSAGES.faqTitle} />
      <main className={styles.main}>
        <Tabs
          items={tabs}
          selected={category}
          label="질문 분류"
          idPrefix="faq"
          onSelect={(key) => {
            setCategory(key);
            setOpenId(null);
          }}
        />
        <div {...tabPanelProps('faq', category)}>
          {faq.isPending ? (
            <p className={styles.empty}>불러오는 중…</p>
          ) : items.length === 0 ? (
            <p className={styles.empty}>등록된 질문이 없습니다.</p>
          ) : (
            <Accordion items={items} openId={openId} onToggle={setOpenId} headingLevel={2} />
          )}
        </div>
      </main>
    </>
  );
}
