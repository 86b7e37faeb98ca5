import { useState } from 'react';
import type { MatchOption, PowerProfitDefaults } from '@haetbit/contracts';
import { useAdminWrite, useMatchOption, useProfitDefaults } from '../api/admin-api';
import styles from '../admin.module.css';

const OPTION_FIELDS: { key: keyof MatchOption; label: string }[] = [
  { key: 'propose1Days', label: '모집 기간(일)' },
  { key: 'select1Days', label: '1차 선택 기간(일)' },
  { key: 'propose2Days', label: '제안서 작성 기간(일)' },
  { key: 'select2Days', label: '최종 확정 기간(일)' },
  { key: 'select1LimitCnt', label: '1차 선택 한도(곳)' },
  { key: 'select2LimitCnt', label: '최종 확정 한도(곳)' },
  { key: 'maxApplicants', label: '지원 시공사 최대(곳)' },
  { key: 'listAvailableAfterDays', label: '목록 공개까지(일)' },
];

const PROFIT_FIELDS: { key: keyof PowerProfitDefaults; label: string }[] = [
  { key: 'fitSmp', label: 'SMP 기본값(원/kWh)' },
  { key: 'fitRec', label: 'REC 기본값(원/kWh)' },
  { key: 'land', label: 'REC 가중치: 임야' },
  { key: 'land1', label: 'REC 가중치: 토지 100kW 미만' },
  { key: 'land2', label: 'REC 가중치: 토지 100~3000kW' },
  { key: 'land3', label: 'REC 가중치: 토지 3000kW 초과' },
  { key: 'roof1', label: 'REC 가중치: 지붕 3000kW 이하' },
  { key: 'roof2', label: 'REC 가중치: 지붕 3000kW 초과' },
];

export function SettingsPage() {
  return (
    <>
      <h1 className={styles.title}>설정</h1>
      <p className={styles.muted}>바꾼 값은 이후 새로 만들어지는 요청과 분석에만 적용됩니다.</p>
      <MatchOptionForm />
      <ProfitForm />
    </>
  );
}

function MatchOptionForm() {
  const option = useMatchOption();
  const [draft, setDraft] = useState<MatchOption | null>(null);
  const save = useAdminWrite((body: MatchOption) => ({
    path: '/api/admin/match-option',
    method: 'PUT',
    body,
  }));
  const values = draft ?? option.data;
  if (!values) return null;
  return (
    <form
      className={styles.card}
      aria-labelledby="option-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, { onSuccess: () => setDraft(null) });
      }}
    >
      <h2 id="option-title" className={styles.subtitle} style={{ marginTop: 0 }}>
        매칭 옵션
      </h2>
      <div className={styles.row}>
        {OPTION_FIELDS.map((field) => (
          <label key={field.key} className={styles.field}>
            {field.label}
            <input
              type="number"
              min={0}
              value={values[field.key]}
              onChange={(event) => setDraft({ ...values, [field.key]: Number(event.target.value) })}
            />
          </label>
        ))}
      </div>
      <button
        type="submit"
        className={styles.button}
        style={{ marginTop: 12 }}
        disabled={!draft || save.isPending}
      >
        저장
      </button>
      {save.error && <p className={styles.error}>{save.error.message}</p>}
      {save.isSuccess && (
        <p className={styles.notice} role="status">
          저장했습니다. 새 요청부터 적용됩니다.
        </p>
      )}
    </form>
  );
}

function ProfitForm() {
  const defaults = useProfitDefaults();
  const [draft, setDraft] = useState<PowerProfitDefaults | null>(null);
  const [source, setSource] = useState('');
  const save = useAdminWrite((body: object) => ({
    path: '/api/admin/power-profit-defaults',
    method: 'PUT',
    body,
  }));
  const values = draft ?? defaults.data;
  if (!values) return null;
  return (
    <form
      className={styles.card}
      aria-labelledby="profit-title"
      onSubmit={(event) => {
        event.preventDefault();
        const { asOf: _asOf, source: _source, ...numbers } = values;
        save.mutate({ ...numbers, source }, { onSuccess: () => setDraft(null) });
      }}
    >
      <h2 id="profit-title" className={styles.subtitle} style={{ marginTop: 0 }}>
        수익 계산 기본값
      </h2>
      <p className={styles.muted}>
        현재 출처: {values.source} · 기준일 {values.asOf}
      </p>
      <div className={styles.row}>
        {PROFIT_FIELDS.map((field) => (
          <label key={field.key} className={styles.field}>
            {field.label}
            <input
              type="number"
              step="any"
              min={0}
              value={values[field.key]}
              onChange={(event) => setDraft({ ...values, [field.key]: Number(event.target.value) })}
            />
          </label>
        ))}
      </div>
      <label className={styles.field} style={{ marginTop: 12 }}>
        출처 (필수)
        <input
          value={source}
          required
          maxLength={300}
          onChange={(event) => setSource(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className={styles.button}
        style={{ marginTop: 12 }}
        disabled={!draft || !source.trim() || save.isPending}
      >
        저장
      </button>
      {save.error && <p className={styles.error}>{save.error.message}</p>}
      {save.isSuccess && (
        <p className={styles.notice} role="status">
          저장했습니다.
        </p>
      )}
    </form>
  );
}
