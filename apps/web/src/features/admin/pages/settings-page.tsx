import { useState, type ReactNode } from 'react';
import { type AppSettings, type MatchOption, type PowerProfitDefaults } from '@haetbit/contracts';
import { useAdminWrite } from '../api/console-query';
import { useAppSettings } from '../api/get-app-settings';
import { useMatchOption } from '../api/get-match-option';
import { useProfitDefaults } from '../api/get-profit-defaults';
import { updateAppSettings } from '../api/update-app-settings';
import { updateMatchOption } from '../api/update-match-option';
import { updateProfitDefaults } from '../api/update-profit-defaults';
import styles from '../admin.module.css';
import { WriteStatus } from '../components/write-status';

export const OPTION_FIELDS: { key: keyof MatchOption; label: string }[] = [
  { key: 'propose1Days', label: '모집 기간(일)' },
  { key: 'select1Days', label: '1차 선택 기간(일)' },
  { key: 'propose2Days', label: '제안서 작성 기간(일)' },
  { key: 'select2Days', label: '최종 확정 기간(일)' },
  { key: 'select1LimitCnt', label: '1차 선택 한도(곳)' },
  { key: 'select2LimitCnt', label: '최종 확정 한도(곳)' },
  { key: 'maxApplicants', label: '지원 시공사 최대(곳)' },
  { key: 'listAvailableAfterDays', label: '목록 공개까지(일)' },
];

export const PROFIT_FIELDS: {
  key: Exclude<keyof PowerProfitDefaults, 'source' | 'asOf'>;
  label: string;
}[] = [
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
      <AppSettingsForm />
      <MatchOptionForm />
      <ProfitForm />
    </>
  );
}

/** The guide video link and whether new address searches are open: the app reads them at once. */
function AppSettingsForm() {
  const settings = useAppSettings();
  const { draft, setDraft, save } = useSettingsDraft<AppSettings>(updateAppSettings);
  const values = draft ?? settings.data;
  if (!values) return null;
  return (
    <SettingsForm
      titleId="app-settings-title"
      title="앱 설정"
      onSubmit={() => save.mutate(values, { onSuccess: () => setDraft(null) })}
      canSave={!!draft}
      save={save}
      done="저장했습니다. 고객 앱에 바로 반영됩니다."
    >
      <div className={styles.row}>
        <label className={styles.field}>
          가이드 영상 주소
          <input
            type="url"
            value={values.guideVideoUrl}
            maxLength={500}
            size={48}
            placeholder="비워 두면 '서비스 준비 중'으로 안내합니다."
            onChange={(event) => setDraft({ ...values, guideVideoUrl: event.target.value })}
          />
        </label>
        <label className={styles.checkField}>
          <input
            type="checkbox"
            checked={values.serviceOpen}
            onChange={(event) => setDraft({ ...values, serviceOpen: event.target.checked })}
          />
          새 주소 검색 받기 (끄면 홈에서 '서비스 준비 중'을 안내합니다)
        </label>
      </div>
    </SettingsForm>
  );
}

function MatchOptionForm() {
  const option = useMatchOption();
  const { draft, setDraft, save } = useSettingsDraft<MatchOption>(updateMatchOption);
  const values = draft ?? option.data;
  if (!values) return null;
  return (
    <SettingsForm
      titleId="option-title"
      title="매칭 옵션"
      onSubmit={() => save.mutate(values, { onSuccess: () => setDraft(null) })}
      canSave={!!draft}
      save={save}
      done="저장했습니다. 새 요청부터 적용됩니다."
    >
      <NumberFields fields={OPTION_FIELDS} values={values} onChange={setDraft} />
    </SettingsForm>
  );
}

function ProfitForm() {
  const defaults = useProfitDefaults();
  const { draft, setDraft, save } = useSettingsDraft<
    PowerProfitDefaults,
    Parameters<typeof updateProfitDefaults>[0]
  >(updateProfitDefaults);
  const [source, setSource] = useState('');
  const values = draft ?? defaults.data;
  if (!values) return null;
  return (
    <SettingsForm
      titleId="profit-title"
      title="수익 계산 기본값"
      onSubmit={() => {
        const { asOf: _asOf, source: _source, ...numbers } = values;
        save.mutate({ ...numbers, source }, { onSuccess: () => setDraft(null) });
      }}
      canSave={!!draft && !!source.trim()}
      save={save}
      done="저장했습니다."
    >
      <p className={styles.muted}>
        현재 출처: {values.source} · 기준일 {values.asOf}
      </p>
      <NumberFields fields={PROFIT_FIELDS} values={values} step="any" onChange={setDraft} />
      <label className={styles.field} style={{ marginTop: 12 }}>
        출처 (필수)
        <input
          value={source}
          required
          maxLength={300}
          onChange={(event) => setSource(event.target.value)}
        />
      </label>
    </SettingsForm>
  );
}

/** The settings as changed but not yet saved, and their saving (a put of the whole set). */
function useSettingsDraft<T, B = T>(put: (body: B) => Promise<unknown>) {
  const [draft, setDraft] = useState<T | null>(null);
  const save = useAdminWrite(put);
  return { draft, setDraft, save };
}

/** One settings card: its heading, its fields, a save button enabled once something changed. */
function SettingsForm({
  titleId,
  title,
  onSubmit,
  canSave,
  save,
  done,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: () => void;
  canSave: boolean;
  save: { error: Error | null; isSuccess: boolean; isPending: boolean };
  done: string;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className={styles.subtitle} style={{ marginTop: 0 }}>
        {title}
      </h2>
      {children}
      <button
        type="submit"
        className={styles.button}
        style={{ marginTop: 12 }}
        disabled={!canSave || save.isPending}
      >
        저장
      </button>
      <WriteStatus write={save} done={done} />
    </form>
  );
}

function NumberFields<T extends Record<K, number>, K extends keyof T & string>({
  fields,
  values,
  step,
  onChange,
}: {
  fields: { key: K; label: string }[];
  values: T;
  step?: string;
  onChange: (values: T) => void;
}) {
  return (
    <div className={styles.row}>
      {fields.map((field) => (
        <label key={field.key} className={styles.field}>
          {field.label}
          <input
            type="number"
            step={step}
            min={0}
            value={values[field.key]}
            onChange={(event) => onChange({ ...values, [field.key]: Number(event.target.value) })}
          />
        </label>
      ))}
    </div>
  );
}
