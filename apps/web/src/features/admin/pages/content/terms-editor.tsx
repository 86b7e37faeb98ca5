import { adminTermsBodySchema, type TermsCategory } from '@haetbit/contracts';
import { useConsoleForm } from '../../../../shared/console/console-form';
import { ConsoleTable } from '../../../../shared/console/console-table';
import { useTermsList } from '../../api/get-terms-list';
import { usePublishTerms } from '../../api/publish-terms';
import styles from '../../admin.module.css';
import { bindFields, FormSelect, InputField, TextAreaField } from '../../components/fields';
import { WriteStatus } from '../../components/write-status';
import { TERMS_CATEGORY_LABELS } from './labels';

/** Sections are written as '# title' lines followed by their paragraphs. */
function parseSections(text: string) {
  const sections: { title: string; contents: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) sections.push({ title: line.slice(2).trim(), contents: [] });
    else if (line.trim() && sections.length > 0)
      sections[sections.length - 1]!.contents.push(line.trim());
  }
  return sections.filter((section) => section.title && section.contents.length > 0);
}

interface TermsValues {
  category: TermsCategory;
  version: string;
  effectiveDate: string;
  /** The sections as text, read by parseSections. */
  content: string;
}

/** A new version of a terms document, written as sections. */
export function TermsEditor() {
  const list = useTermsList();
  const publish = usePublishTerms();
  const form = useConsoleForm({
    schema: adminTermsBodySchema,
    defaultValues: {
      category: 'USE_TERMS',
      version: '',
      effectiveDate: new Date().toISOString().slice(0, 10),
      content: '',
    },
    toInput: (values: TermsValues) => ({ ...values, content: parseSections(values.content) }),
  });
  const field = bindFields(form);
  const [category, version, text] = form.watch(['category', 'version', 'content']);
  const current = list.data?.data.find((item) => item.category === category && item.current);
  const sections = parseSections(text);
  return (
    <>
      <form
        className={styles.card}
        aria-label="약관 새 버전"
        noValidate
        onSubmit={form.handleSubmit((body) => publish.mutate(body))}
      >
        <div className={styles.row}>
          <FormSelect label="문서" form={form} name="category" labels={TERMS_CATEGORY_LABELS} />
          <InputField label="버전" required maxLength={40} {...field('version')} />
          <InputField label="시행일" type="date" required {...field('effectiveDate')} />
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={!current}
            onClick={() =>
              current &&
              form.setValue(
                'content',
                current.content
                  .map((section) => [`# ${section.title}`, ...section.contents].join('\n'))
                  .join('\n\n'),
              )
            }
          >
            현재 버전 불러오기
          </button>
        </div>
        <TextAreaField
          label="본문 (‘# 제목’ 줄 아래에 문단)"
          style={{ minHeight: 240, minWidth: 600 }}
          {...field('content')}
        />
        <p className={styles.muted}>
          조항 {sections.length}개 · 게시하면 고객 앱이 새 버전을 보여 줍니다.
        </p>
        <button
          type="submit"
          className={styles.button}
          disabled={!version || sections.length === 0 || publish.isPending}
        >
          새 버전 게시
        </button>
        <WriteStatus write={publish} done="게시했습니다." />
      </form>
      <ConsoleTable className={styles.table} columns={['문서', '버전', '시행일', '현재']}>
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{TERMS_CATEGORY_LABELS[item.category]}</td>
            <td>{item.version}</td>
            <td>{item.effectiveDate}</td>
            <td>{item.current ? '현재 버전' : ''}</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
