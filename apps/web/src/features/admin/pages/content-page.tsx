import { useState, type ReactNode } from 'react';
import {
  BANNER_CATEGORIES,
  CODE_GROUPS,
  FAQ_CATEGORIES,
  TERMS_CATEGORIES,
  type AdminBannerBody,
  type AdminFaqBody,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useAdminWrite, useBannerList, useCodes, useFaqList, useTermsList } from '../api/admin-api';
import styles from '../admin.module.css';
import { InputField, SelectField, TextAreaField } from '../components/fields';
import { WriteStatus } from '../components/write-status';

/** The code groups as the operator reads them (the codes themselves stay in the list's lines). */
const CODE_GROUP_LABELS: Record<(typeof CODE_GROUPS)[number], string> = {
  SM_CANCEL_CATE: '매칭 종료 사유',
  SM_FAQ_CATE: '자주 묻는 질문 분류',
};

const TABS = [
  { key: 'faq', label: 'FAQ' },
  { key: 'banner', label: '배너' },
  { key: 'terms', label: '약관' },
  { key: 'codes', label: '코드' },
] as const;

const FAQ_CATEGORY_LABELS: Record<(typeof FAQ_CATEGORIES)[number], string> = {
  MATCHING_STEP: '매칭 단계',
  ALIM: '알림',
  CST: '시공사',
  ANALYSIS: '분석',
  POWER: '발전',
  ETC: '기타',
};

const BANNER_CATEGORY_LABELS: Record<(typeof BANNER_CATEGORIES)[number], string> = {
  SUNNY_SCHOOL_BLOG: '햇빛학교 블로그',
  SOLAR_SCHOOL: '태양광 학교',
};

const TERMS_CATEGORY_LABELS: Record<(typeof TERMS_CATEGORIES)[number], string> = {
  USE_TERMS: '이용약관',
  PIPP: '개인정보 처리방침',
};

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

type FaqDraft = AdminFaqBody & { id?: number };

function FaqEditor() {
  const list = useFaqList();
  const { draft, setDraft, save, remove, formProps } = useDraftEditor<FaqDraft>('/api/admin/faq');
  return (
    <>
      <DraftEditor
        newLabel="새 FAQ"
        onNew={() =>
          setDraft({ category: 'MATCHING_STEP', subject: '', content: '', sortOrder: 1 })
        }
        formLabel="FAQ 편집"
        draft={draft}
        formProps={formProps}
      >
        {(draft) => (
          <>
            <div className={styles.row}>
              <SelectField
                label="분류"
                value={draft.category}
                options={FAQ_CATEGORIES}
                optionLabel={(code) => FAQ_CATEGORY_LABELS[code]}
                onChange={(category) => setDraft({ ...draft, category })}
              />
              <SortOrderField
                value={draft.sortOrder}
                onChange={(sortOrder) => setDraft({ ...draft, sortOrder })}
              />
            </div>
            <InputField
              label="질문"
              value={draft.subject}
              maxLength={200}
              required
              onChange={(subject) => setDraft({ ...draft, subject })}
            />
            <TextAreaField
              label="답변"
              value={draft.content}
              maxLength={5000}
              required
              onChange={(content) => setDraft({ ...draft, content })}
            />
          </>
        )}
      </DraftEditor>
      {save.isSuccess && !draft && (
        <p className={styles.notice} role="status">
          저장했습니다. 고객 앱에 바로 반영됩니다.
        </p>
      )}
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={['분류', '순서', '질문', '처리']}
      >
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{FAQ_CATEGORY_LABELS[item.category]}</td>
            <td>{item.sortOrder}</td>
            <td>{item.subject}</td>
            <EditDeleteCell
              name={item.subject}
              onEdit={() => setDraft({ ...item })}
              onDelete={() => remove.mutate(item.id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}

type BannerDraft = AdminBannerBody & { id?: number };

function BannerEditor() {
  const list = useBannerList();
  const { draft, setDraft, remove, formProps } = useDraftEditor<BannerDraft>('/api/admin/banners');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useAdminWrite<{ fileName: string; dataBase64: string }, { id: string }>(
    (body) => ({ path: '/api/admin/files', method: 'POST', body }),
  );

  const onFile = async (file: File | undefined) => {
    if (!file || !draft) return;
    setUploadError(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    upload.mutate(
      { fileName: file.name, dataBase64: btoa(binary) },
      {
        onSuccess: (answer) => setDraft({ ...draft, imageFileId: answer.id }),
        onError: (error) => setUploadError(error.message),
      },
    );
  };

  return (
    <>
      <DraftEditor
        newLabel="새 배너"
        onNew={() =>
          setDraft({
            category: 'SUNNY_SCHOOL_BLOG',
            title: '',
            subTitle: '',
            link: 'https://',
            imageFileId: null,
            postDate: new Date().toISOString().slice(0, 10),
            endDate: null,
            sortOrder: 1,
          })
        }
        formLabel="배너 편집"
        draft={draft}
        formProps={formProps}
      >
        {(draft) => (
          <>
            <div className={styles.row}>
              <SelectField
                label="분류"
                value={draft.category}
                options={BANNER_CATEGORIES}
                optionLabel={(code) => BANNER_CATEGORY_LABELS[code]}
                onChange={(category) => setDraft({ ...draft, category })}
              />
              <InputField
                label="게시 시작일"
                type="date"
                value={draft.postDate}
                required
                onChange={(postDate) => setDraft({ ...draft, postDate })}
              />
              <InputField
                label="게시 종료일(선택)"
                type="date"
                value={draft.endDate ?? ''}
                min={draft.postDate}
                onChange={(endDate) => setDraft({ ...draft, endDate: endDate || null })}
              />
              <SortOrderField
                value={draft.sortOrder}
                onChange={(sortOrder) => setDraft({ ...draft, sortOrder })}
              />
            </div>
            <InputField
              label="제목"
              value={draft.title}
              required
              maxLength={100}
              onChange={(title) => setDraft({ ...draft, title })}
            />
            <InputField
              label="부제목"
              value={draft.subTitle}
              maxLength={200}
              onChange={(subTitle) => setDraft({ ...draft, subTitle })}
            />
            <InputField
              label="링크"
              type="url"
              value={draft.link}
              required
              onChange={(link) => setDraft({ ...draft, link })}
            />
            <label className={styles.field}>
              이미지 (PNG, JPEG, 700KB 이하)
              <input
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            </label>
            {draft.imageFileId && (
              <img
                src={`/api/file/${draft.imageFileId}`}
                alt="배너 이미지 미리보기"
                style={{ maxWidth: 240, marginTop: 8 }}
              />
            )}
            {uploadError && <p className={styles.error}>{uploadError}</p>}
          </>
        )}
      </DraftEditor>
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={['분류', '제목', '게시 기간', '이미지', '처리']}
      >
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{BANNER_CATEGORY_LABELS[item.category]}</td>
            <td>{item.title}</td>
            <td>
              {item.postDate} ~ {item.endDate ?? ''}
            </td>
            <td>{item.imageFileId ? '있음' : '없음'}</td>
            <EditDeleteCell
              name={item.title}
              onEdit={() => setDraft({ ...item })}
              onDelete={() => remove.mutate(item.id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}

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

function TermsEditor() {
  const list = useTermsList();
  const [category, setCategory] = useState<(typeof TERMS_CATEGORIES)[number]>('USE_TERMS');
  const [version, setVersion] = useState('');
  const [effectiveDate, setEffectiveDate] = useState(new Date().toISOString().slice(0, 10));
  const [text, setText] = useState('');
  const publish = useAdminWrite((body: object) => ({
    path: '/api/admin/terms',
    method: 'POST',
    body,
  }));
  const current = list.data?.data.find((item) => item.category === category && item.current);
  const sections = parseSections(text);
  return (
    <>
      <form
        className={styles.card}
        aria-label="약관 새 버전"
        onSubmit={(event) => {
          event.preventDefault();
          publish.mutate({ category, version, effectiveDate, content: sections });
        }}
      >
        <div className={styles.row}>
          <SelectField
            label="문서"
            value={category}
            options={TERMS_CATEGORIES}
            optionLabel={(code) => TERMS_CATEGORY_LABELS[code]}
            onChange={setCategory}
          />
          <InputField label="버전" value={version} required maxLength={40} onChange={setVersion} />
          <InputField
            label="시행일"
            type="date"
            value={effectiveDate}
            required
            onChange={setEffectiveDate}
          />
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={!current}
            onClick={() =>
              current &&
              setText(
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
          value={text}
          style={{ minHeight: 240, minWidth: 600 }}
          onChange={setText}
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

function CodesEditor() {
  const [group, setGroup] = useState<(typeof CODE_GROUPS)[number]>('SM_CANCEL_CATE');
  const codes = useCodes(group);
  const [text, setText] = useState<string | null>(null);
  const save = useAdminWrite((data: { code: string; codeNm: string }[]) => ({
    path: `/api/admin/codes/${group}`,
    method: 'PUT',
    body: { data },
  }));
  const shown =
    text ?? (codes.data?.data.map((item) => `${item.code}=${item.codeNm}`).join('\n') || '');
  const items = shown
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim())
    .map(([code, ...name]) => ({ code: code!.trim(), codeNm: name.join('=').trim() }));
  return (
    <form
      className={styles.card}
      aria-label="코드 편집"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(items, { onSuccess: () => setText(null) });
      }}
    >
      <SelectField
        label="코드 그룹"
        value={group}
        options={CODE_GROUPS}
        optionLabel={(code) => CODE_GROUP_LABELS[code]}
        onChange={(code) => {
          setGroup(code);
          setText(null);
        }}
      />
      <TextAreaField
        label="코드 목록 (한 줄에 ‘코드=이름’, 적힌 순서대로 표시)"
        value={shown}
        style={{ minHeight: 200 }}
        onChange={setText}
      />
      <button
        type="submit"
        className={styles.button}
        disabled={items.length === 0 || save.isPending}
      >
        저장
      </button>
      <WriteStatus write={save} done="저장했습니다." />
    </form>
  );
}

/**
 * The item being edited in one content list, its saving (a new item is posted, an edited one put)
 * and deleting.
 */
function useDraftEditor<D extends { id?: number }>(base: string) {
  const [draft, setDraft] = useState<D | null>(null);
  const save = useAdminWrite((input: D) => {
    const { id, ...body } = input;
    return id
      ? { path: `${base}/${id}`, method: 'PUT', body }
      : { path: base, method: 'POST', body };
  });
  const remove = useAdminWrite((id: number) => ({ path: `${base}/${id}`, method: 'DELETE' }));
  const formProps = (current: D) => ({
    onSubmit: () => save.mutate(current, { onSuccess: () => setDraft(null) }),
    onCancel: () => setDraft(null),
    pending: save.isPending,
    error: save.error,
  });
  return { draft, setDraft, save, remove, formProps };
}

/** A content list's "new" button and, while an item is being edited, its form. */
function DraftEditor<D>({
  newLabel,
  onNew,
  formLabel,
  draft,
  formProps,
  children,
}: {
  newLabel: string;
  onNew: () => void;
  formLabel: string;
  draft: D | null;
  formProps: (current: D) => Omit<DraftFormProps, 'label' | 'children'>;
  children: (draft: D) => ReactNode;
}) {
  return (
    <>
      <button type="button" className={styles.button} onClick={onNew}>
        {newLabel}
      </button>
      {draft && (
        <DraftForm label={formLabel} {...formProps(draft)}>
          {children(draft)}
        </DraftForm>
      )}
    </>
  );
}

interface DraftFormProps {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: Error | null;
  children: ReactNode;
}

function DraftForm({ label, onSubmit, onCancel, pending, error, children }: DraftFormProps) {
  return (
    <form
      className={styles.card}
      style={{ marginTop: 16 }}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions} style={{ marginTop: 12 }}>
        <button type="submit" className={styles.button} disabled={pending}>
          저장
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
          취소
        </button>
      </div>
      {error && <p className={styles.error}>{error.message}</p>}
    </form>
  );
}

function SortOrderField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <InputField
      label="순서"
      type="number"
      min={0}
      value={value}
      onChange={(text) => onChange(Number(text))}
    />
  );
}

function EditDeleteCell({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <td>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-label={`${name} 수정`}
          onClick={onEdit}
        >
          수정
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-label={`${name} 삭제`}
          onClick={onDelete}
        >
          삭제
        </button>
      </div>
    </td>
  );
}
