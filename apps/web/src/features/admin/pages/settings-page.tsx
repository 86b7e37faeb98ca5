import { useId, type ReactNode } from 'react';
import type {
  DefaultValues,
  FieldError,
  FieldValues,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  adminAppSettingsBodySchema,
  formatBusinessNumber,
  type SiteSettings,
  adminMatchOptionBodySchema,
  adminPowerProfitBodySchema,
  type MatchOption,
  type PowerProfitDefaults,
} from '@haetbit/contracts';
import { useConsoleForm } from '../../../shared/console/console-form';
import { useAdminWrite } from '../api/console-query';
import { useAppSettings } from '../api/get-app-settings';
import { useMatchOption } from '../api/get-match-option';
import { useProfitDefaults } from '../api/get-profit-defaults';
import { updateAppSettings } from '../api/update-app-settings';
import { updateMatchOption } from '../api/update-match-option';
import { updateProfitDefaults } from '../api/update-profit-defaults';
import styles from '../admin.module.css';
import { FieldMessage } from '../components/fields';
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
  { key: 'fitRec', label: 'REC 기본값(원/REC)' },
  { key: 'land', label: 'REC 가중치: 임야' },
  { key: 'land1', label: 'REC 가중치: 토지 100kW 미만' },
  { key: 'land2', label: 'REC 가중치: 토지 100~3000kW' },
  { key: 'land3', label: 'REC 가중치: 토지 3000kW 초과' },
  { key: 'roof1', label: 'REC 가중치: 지붕 3000kW 이하' },
  { key: 'roof2', label: 'REC 가중치: 지붕 3000kW 초과' },
  { key: 'fixedContractKrwPerMwh', label: '고정가격계약 단가: 육지(원/MWh)' },
  { key: 'fixedContractJejuKrwPerMwh', label: '고정가격계약 단가: 제주(원/MWh)' },
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

/** The site's settings: what the landing page shows once set, hidden while empty. */
const SITE_FIELDS: {
  key: keyof SiteSettings;
  label: string;
  placeholder: string;
  maxLength: number;
}[] = [
  {
    key: 'appStoreUrl',
    label: '앱 스토어 주소',
    placeholder: 'https://apps.apple.com/kr/app/…',
    maxLength: 500,
  },
  {
    key: 'googlePlayUrl',
    label: '구글 플레이 주소',
    placeholder: 'https://play.google.com/store/apps/details?id=…',
    maxLength: 500,
  },
  { key: 'customerPhone', label: '고객센터 전화', placeholder: '1588-0000', maxLength: 14 },
  {
    key: 'customerEmail',
    label: '고객센터 이메일',
    placeholder: 'help@example.kr',
    maxLength: 254,
  },
  {
    key: 'customerHours',
    label: '고객센터 운영시간',
    placeholder: '평일 09:00-18:00',
    maxLength: 60,
  },
  { key: 'companyName', label: '상호', placeholder: '○○ 주식회사', maxLength: 100 },
  { key: 'representative', label: '대표자', placeholder: '홍길동', maxLength: 50 },
  { key: 'businessNumber', label: '사업자등록번호', placeholder: '000-00-00000', maxLength: 12 },
  {
    key: 'mailOrderNumber',
    label: '통신판매업 신고번호',
    placeholder: '제2026-서울강남-00000호',
    maxLength: 60,
  },
  { key: 'companyAddress', label: '주소', placeholder: '서울특별시 …', maxLength: 200 },
];

/**
 * The guide video link and whether new address searches are open (the app reads them at once),
 * and the site's store links, customer centre and company line (the landing page shows each once
 * set; an empty field is not shown there).
 */
function AppSettingsForm() {
  const settings = useAppSettings();
  if (!settings.data) return null;
  return (
    <SettingsForm
      title="앱 설정"
      schema={adminAppSettingsBodySchema}
      values={{
        ...settings.data,
        businessNumber: formatBusinessNumber(settings.data.businessNumber),
      }}
      put={updateAppSettings}
      done="저장했습니다. 고객 앱에 바로 반영됩니다."
    >
      {(form) => (
        <>
          <div className={styles.row}>
            <label className={styles.field}>
              가이드 영상 주소
              <input
                type="url"
                maxLength={500}
                size={48}
                placeholder="비워 두면 '서비스 준비 중'으로 안내합니다."
                {...form.register('guideVideoUrl')}
              />
              <FieldMessage error={form.formState.errors.guideVideoUrl} />
            </label>
            <label className={styles.checkField}>
              <input type="checkbox" {...form.register('serviceOpen')} />새 주소 검색 받기 (끄면
              홈에서 '서비스 준비 중'을 안내합니다)
            </label>
          </div>
          <h3 className={styles.subtitle}>홈페이지에 보이는 정보</h3>
          <p className={styles.muted}>
            비워 둔 항목은 홈페이지에 보이지 않습니다. 스토어 주소는 앱이 출시된 뒤에 넣어 주세요.
          </p>
          <div className={styles.row}>
            {SITE_FIELDS.map((field) => (
              <label key={field.key} className={styles.field}>
                {field.label}
                <input
                  maxLength={field.maxLength}
                  size={field.maxLength > 100 ? 48 : 24}
                  placeholder={field.placeholder}
                  {...form.register(field.key)}
                />
                <FieldMessage error={form.formState.errors[field.key]} />
              </label>
            ))}
          </div>
        </>
      )}
    </SettingsForm>
  );
}

function MatchOptionForm() {
  const option = useMatchOption();
  if (!option.data) return null;
  return (
    <SettingsForm
      title="매칭 옵션"
      schema={adminMatchOptionBodySchema}
      values={option.data}
      put={updateMatchOption}
      done="저장했습니다. 새 요청부터 적용됩니다."
    >
      {(form) => (
        <NumberFields
          fields={OPTION_FIELDS}
          register={form.register}
          errors={form.formState.errors}
        />
      )}
    </SettingsForm>
  );
}

function ProfitForm() {
  const defaults = useProfitDefaults();
  if (!defaults.data) return null;
  // The source of the new figures is asked each time; the current one is shown above.
  const { asOf, source, ...numbers } = defaults.data;
  return (
    <SettingsForm
      title="수익 계산 기본값"
      schema={adminPowerProfitBodySchema}
      values={{ ...numbers, source: '' }}
      put={updateProfitDefaults}
      done="저장했습니다."
    >
      {(form) => (
        <>
          <p className={styles.muted}>
            현재 출처: {source} · 기준일 {asOf}
          </p>
          <NumberFields
            fields={PROFIT_FIELDS}
            register={form.register}
            errors={form.formState.errors}
            step="any"
          />
          <label className={styles.field} style={{ marginTop: 12 }}>
            출처 (필수)
            <input required maxLength={300} {...form.register('source')} />
            <FieldMessage error={form.formState.errors.source} />
          </label>
        </>
      )}
    </SettingsForm>
  );
}

/**
 * One settings card: its heading, its fields (checked by the settings' request schema) and a save
 * button enabled once something changed. Saving puts the whole set.
 */
function SettingsForm<S extends z.ZodType<FieldValues, FieldValues>, V extends z.input<S>>({
  title,
  schema,
  values,
  put,
  done,
  children,
}: {
  title: string;
  schema: S;
  values: V;
  put: (body: z.output<S>) => Promise<unknown>;
  done: string;
  children: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
}) {
  const titleId = useId();
  const save = useAdminWrite(put);
  const form = useConsoleForm({
    schema,
    defaultValues: values as DefaultValues<V>,
    toInput: (current: V) => current,
  });
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.handleSubmit((body) =>
        // What was saved becomes the form's unchanged state.
        save.mutate(body, { onSuccess: () => form.reset(form.getValues()) }),
      )}
    >
      <h2 id={titleId} className={styles.subtitle} style={{ marginTop: 0 }}>
        {title}
      </h2>
      {children(form)}
      <button
        type="submit"
        className={styles.button}
        style={{ marginTop: 12 }}
        disabled={!form.formState.isDirty || save.isPending}
      >
        저장
      </button>
      <WriteStatus write={save} done={done} />
    </form>
  );
}

function NumberFields<K extends string>({
  fields,
  register,
  errors,
  step,
}: {
  fields: { key: K; label: string }[];
  register: (name: K, options: { valueAsNumber: true }) => UseFormRegisterReturn;
  errors: Partial<Record<K, FieldError>>;
  step?: string;
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
            {...register(field.key, { valueAsNumber: true })}
          />
          <FieldMessage error={errors[field.key]} />
        </label>
      ))}
    </div>
  );
}
