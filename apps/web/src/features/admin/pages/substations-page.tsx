import { useId, useState } from 'react';
import {
  FACT_CONFIDENCE_LABELS,
  SIDO,
  SUBSTATION_CSV_COLUMNS,
  SUBSTATION_STATUS_LABELS,
  managedSubstationBodySchema,
  type FactConfidence,
  type ManagedSubstation,
  type ManagedSubstationInput,
  type ServiceRegionCode,
  type SubstationImportPreview,
  type SubstationStatus,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { createManagedSubstation } from '../api/create-managed-substation';
import { deleteManagedSubstation } from '../api/delete-managed-substation';
import { useManagedSubstations } from '../api/get-managed-substations';
import { useSubstationImport } from '../api/import-substations';
import { useSubstationImportPreview } from '../api/preview-substation-import';
import { updateManagedSubstation } from '../api/update-managed-substation';
import styles from '../admin.module.css';
import { bindFields, FormSelect, InputField, TextAreaField } from '../components/fields';
import { RowActions } from '../components/row-actions';
import { DraftEditor, useDraftEditor } from './content/draft-editor';

const SIDO_LABELS = Object.fromEntries(SIDO.map((sido) => [sido.code, sido.name])) as Record<
  ServiceRegionCode,
  string
>;
const COLUMN_NAMES: Record<string, string> = Object.fromEntries(
  SUBSTATION_CSV_COLUMNS.map((column) => [column.field, column.header]),
);
const STATE_LABELS: Record<SubstationImportPreview['lines'][number]['state'], string> = {
  new: '새로 추가',
  changed: '바뀜',
  unchanged: '그대로',
  invalid: '오류',
};

/** The form holds text; the request says null for what is left empty. */
interface SubstationValues {
  sidoCode: ServiceRegionCode;
  substationName: string;
  status: SubstationStatus;
  reliefFromYear: string;
  reliefToYear: string;
  conditions: string;
  source: string;
  sourceUrl: string;
  asOf: string;
  confidence: FactConfidence;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));
const valuesOf = (row: ManagedSubstation): SubstationValues => ({
  sidoCode: row.sidoCode,
  substationName: text(row.substationName),
  status: row.status,
  reliefFromYear: text(row.reliefFromYear),
  reliefToYear: text(row.reliefToYear),
  conditions: text(row.conditions),
  source: row.source,
  sourceUrl: text(row.sourceUrl),
  asOf: row.asOf,
  confidence: row.confidence,
});
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const yearOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const toBody = (values: SubstationValues) => ({
  ...values,
  substationName: orNull(values.substationName),
  reliefFromYear: yearOrNull(values.reliefFromYear),
  reliefToYear: yearOrNull(values.reliefToYear),
  conditions: orNull(values.conditions),
  sourceUrl: orNull(values.sourceUrl),
});

const nameOf = (row: Pick<ManagedSubstation, 'sidoCode' | 'substationName'>) =>
  row.substationName ?? `${SIDO_LABELS[row.sidoCode] ?? row.sidoCode} 전체`;
const years = (row: Pick<ManagedSubstation, 'reliefFromYear' | 'reliefToYear'>) =>
  row.reliefFromYear === null
    ? '미확인'
    : row.reliefToYear !== null && row.reliefToYear !== row.reliefFromYear
      ? `${row.reliefFromYear}~${row.reliefToYear}년`
      : `${row.reliefFromYear}년`;

/**
 * 계통관리변전소 (issue 31, decision 020): the substations, or whole 시도, closed to new plants or
 * open to 유연접속, that the power-line verdict reads; a form for one, a CSV import for many.
 */
export function SubstationsPage() {
  return (
    <>
      <h1 className={styles.title}>계통관리변전소</h1>
      <p className={styles.muted}>
        여기에 있는 변전소(이름이 없으면 그 시도의 모든 변전소)에 연결되는 부지는 선로 여유가 있어도
        선로 용량이 &lsquo;불가&rsquo;로, 유연접속이 열린 곳은 &lsquo;조건부&rsquo;로 판정됩니다.
        바꾼 내용은 새로 만드는 분석부터 반영되며, 출처와 기준일은 고객의 사업성 분석 화면에 그대로
        보입니다.
      </p>
      <SubstationList />
      <SubstationImport />
    </>
  );
}

function SubstationList() {
  const list = useManagedSubstations();
  const editor = useDraftEditor<SubstationValues, ManagedSubstationInput>({
    create: createManagedSubstation,
    update: updateManagedSubstation,
    remove: deleteManagedSubstation,
  });
  const [removing, setRemoving] = useState<ManagedSubstation | null>(null);
  return (
    <section className={styles.card} aria-labelledby="substation-list">
      <h2 id="substation-list" className={styles.subtitle} style={{ marginTop: 0 }}>
        등록된 변전소
      </h2>
      <DraftEditor
        newLabel="변전소 추가"
        newValues={(): SubstationValues => ({
          sidoCode: '46',
          substationName: '',
          status: 'managed',
          reliefFromYear: '',
          reliefToYear: '',
          conditions: '',
          source: '',
          sourceUrl: '',
          asOf: new Date().toISOString().slice(0, 10),
          confidence: 'confirmed',
        })}
        formLabel="변전소 편집"
        editor={editor}
        schema={managedSubstationBodySchema}
        toBody={toBody}
      >
        {(form) => {
          const field = bindFields(form);
          return (
            <>
              <div className={styles.row}>
                <FormSelect form={form} name="sidoCode" label="시도" labels={SIDO_LABELS} />
                <InputField
                  label="변전소 이름 (비우면 시도 전체)"
                  maxLength={40}
                  {...field('substationName')}
                />
                <FormSelect
                  form={form}
                  name="status"
                  label="상태"
                  labels={SUBSTATION_STATUS_LABELS}
                />
              </div>
              <div className={styles.row}>
                <InputField
                  label="접속 재개 예상 연도(부터)"
                  inputMode="numeric"
                  {...field('reliefFromYear')}
                />
                <InputField
                  label="접속 재개 예상 연도(까지)"
                  inputMode="numeric"
                  {...field('reliefToYear')}
                />
              </div>
              <TextAreaField
                label="유연접속 조건 (우선 출력제어, 배정 물량; 유연접속이면 필수)"
                maxLength={500}
                rows={2}
                {...field('conditions')}
              />
              <div className={styles.row}>
                <InputField
                  label="출처 (고객 화면에 보이는 기관·매체와 자료명)"
                  required
                  maxLength={200}
                  size={48}
                  {...field('source')}
                />
                <InputField
                  label="출처 주소 (운영용)"
                  type="url"
                  maxLength={500}
                  {...field('sourceUrl')}
                />
              </div>
              <div className={styles.row}>
                <InputField
                  label="기준일 (YYYY-MM-DD 또는 YYYY-MM)"
                  required
                  maxLength={10}
                  {...field('asOf')}
                />
                <FormSelect
                  form={form}
                  name="confidence"
                  label="확인 수준"
                  labels={FACT_CONFIDENCE_LABELS}
                />
              </div>
            </>
          );
        }}
      </DraftEditor>
      {editor.remove.error && <p className={styles.error}>{editor.remove.error.message}</p>}
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={[
          '시도',
          '변전소',
          '상태',
          '접속 재개 예상',
          '출처',
          '기준일',
          '확인 수준',
          '처리',
        ]}
      >
        {list.data?.data.map((row) => (
          <tr key={row.id}>
            <td>{SIDO_LABELS[row.sidoCode] ?? row.sidoCode}</td>
            <td>{nameOf(row)}</td>
            <td>
              {SUBSTATION_STATUS_LABELS[row.status]}
              {row.conditions && <div className={styles.muted}>{row.conditions}</div>}
            </td>
            <td>{years(row)}</td>
            <td>
              {row.sourceUrl ? (
                <a href={row.sourceUrl} target="_blank" rel="noreferrer noopener">
                  {row.source}
                </a>
              ) : (
                row.source
              )}
            </td>
            <td>{row.asOf}</td>
            <td>{FACT_CONFIDENCE_LABELS[row.confidence]}</td>
            <td>
              <RowActions
                actions={[
                  {
                    label: '수정',
                    name: `${nameOf(row)} 수정`,
                    onClick: () => editor.open(valuesOf(row), row.id),
                  },
                  { label: '삭제', name: `${nameOf(row)} 삭제`, onClick: () => setRemoving(row) },
                ]}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {removing && (
        <MessagePopup
          title="변전소 삭제"
          confirmLabel="삭제"
          busy={editor.remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            editor.remove.mutate(removing.id, { onSettled: () => setRemoving(null) })
          }
        >
          <p>
            {SIDO_LABELS[removing.sidoCode]} {nameOf(removing)}을(를) 목록에서 뺄까요? 이후
            분석에서는 이 변전소의 선로 용량을 한전 여유용량만으로 판정합니다.
          </p>
        </MessagePopup>
      )}
    </section>
  );
}

/**
 * The CSV import (KEPCO's 송전망 접속 여유정보 has no documented data format): upload, read the
 * line-by-line preview, then confirm; nothing is written before the confirmation.
 */
function SubstationImport() {
  const fileId = useId();
  const preview = useSubstationImportPreview();
  const save = useSubstationImport();
  const [confirming, setConfirming] = useState(false);
  const result = preview.data;
  const rows = result?.lines.flatMap((line) => (line.row ? [line.row] : [])) ?? [];
  const writes = result ? result.counts.new + result.counts.changed : 0;
  return (
    <section className={styles.card} aria-labelledby="substation-import" style={{ marginTop: 16 }}>
      <h2 id="substation-import" className={styles.subtitle} style={{ marginTop: 0 }}>
        CSV로 한꺼번에 반영
      </h2>
      <p className={styles.muted}>
        UTF-8 CSV, 첫 줄에 열 이름:{' '}
        {SUBSTATION_CSV_COLUMNS.map((column) => column.header).join(', ')}. 시도와 변전소가 같은
        줄은 고치고, 없는 줄은 추가합니다(지우지는 않습니다). 상태는 &lsquo;계통관리&rsquo; 또는
        &lsquo;유연접속&rsquo;, 확인 수준은 &lsquo;확인·보도·미확인·추정&rsquo; 중 하나입니다.
      </p>
      <label className={styles.field} htmlFor={fileId}>
        CSV 파일 (256KB 이하)
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            save.reset();
            if (file) preview.mutate(file);
          }}
        />
      </label>
      {preview.isPending && <p className={styles.muted}>미리 보는 중…</p>}
      {preview.error && <p className={styles.error}>{preview.error.message}</p>}
      {result && (
        <>
          <p role="status">
            새로 추가 {result.counts.new}줄 · 바뀜 {result.counts.changed}줄 · 그대로{' '}
            {result.counts.unchanged}줄 · 오류 {result.counts.invalid}줄
          </p>
          <ConsoleTable
            className={styles.table}
            columns={['줄', '결과', '시도', '변전소', '상태', '바뀌는 항목·오류']}
            caption="가져오기 미리보기"
          >
            {result.lines.map((line) => (
              <tr key={line.line}>
                <td>{line.line}</td>
                <td>{STATE_LABELS[line.state]}</td>
                <td>{line.row ? SIDO_LABELS[line.row.sidoCode] : ''}</td>
                <td>{line.row ? nameOf(line.row) : ''}</td>
                <td>{line.row ? SUBSTATION_STATUS_LABELS[line.row.status] : ''}</td>
                <td>
                  {line.errors.length > 0
                    ? line.errors
                        .map(
                          (error) =>
                            `${COLUMN_NAMES[error.field] ?? error.field}: ${error.message}`,
                        )
                        .join(' / ')
                    : line.changedFields.map((field) => COLUMN_NAMES[field] ?? field).join(', ')}
                </td>
              </tr>
            ))}
          </ConsoleTable>
          <div className={styles.actions} style={{ marginTop: 12 }}>
            <button
              type="button"
              className={styles.button}
              disabled={writes === 0 || save.isPending}
              onClick={() => setConfirming(true)}
            >
              {writes}줄 반영하기
            </button>
          </div>
        </>
      )}
      {save.error && <p className={styles.error}>{save.error.message}</p>}
      {save.isSuccess && (
        <p className={styles.notice} role="status">
          반영했습니다: 추가 {save.data.created}줄, 변경 {save.data.updated}줄.
        </p>
      )}
      {confirming && result && (
        <MessagePopup
          title="CSV 반영"
          confirmLabel="반영"
          busy={save.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            save.mutate(
              { basedOn: result.basedOn, rows },
              {
                onSettled: () => setConfirming(false),
                onSuccess: () => preview.reset(),
              },
            )
          }
        >
          <p>
            {result.counts.new}줄을 추가하고 {result.counts.changed}줄을 고칩니다. 오류가 있는 줄은
            반영하지 않습니다.
          </p>
        </MessagePopup>
      )}
    </section>
  );
}
