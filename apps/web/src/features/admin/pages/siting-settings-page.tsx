import { useId } from 'react';
import {
  FACT_CONFIDENCE_LABELS,
  sitingSettingsBodySchema,
  type FactConfidence,
  type SitingSettings,
  type SitingSettingsInput,
} from '@haetbit/contracts';
import { useConsoleForm } from '../../../shared/console/console-form';
import { useAdminWrite } from '../api/console-query';
import { useSitingSettings } from '../api/get-siting-settings';
import { updateSitingSettings } from '../api/update-siting-settings';
import styles from '../admin.module.css';
import { bindFields, FormSelect, InputField } from '../components/fields';
import { WriteStatus } from '../components/write-status';

/** The form holds text for what may be left empty (not known yet). */
type SitingValues = Omit<
  SitingSettingsInput,
  'lawEffectiveDate' | 'residentialCapM' | 'roadCapM'
> & {
  lawEffectiveDate: string;
  residentialCapM: string;
  roadCapM: string;
};

const text = (value: string | number | null) => (value === null ? '' : String(value));
const valuesOf = ({ lawPassedOn: _passed, updatedAt: _at, ...settings }: SitingSettings) => ({
  ...settings,
  lawEffectiveDate: text(settings.lawEffectiveDate),
  residentialCapM: text(settings.residentialCapM),
  roadCapM: text(settings.roadCapM),
});
const metresOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const toBody = (values: SitingValues) => ({
  ...values,
  lawEffectiveDate: values.lawEffectiveDate.trim() || null,
  residentialCapM: metresOrNull(values.residentialCapM),
  roadCapM: metresOrNull(values.roadCapM),
});

/**
 * The siting rules that wait for a decree (issue 31, decision 020): the 2026 재생에너지법's
 * effective date and setback caps, and the farmland permit periods. Verdicts follow them.
 */
export function SitingSettingsPage() {
  const settings = useSitingSettings();
  return (
    <>
      <h1 className={styles.title}>입지 규제</h1>
      <p className={styles.muted}>
        {settings.data
          ? `재생에너지법 개정안은 ${settings.data.lawPassedOn}에 국회를 통과했습니다. `
          : ''}
        시행일이 비어 있거나 오기 전에는 땅 위 발전소에 지자체 조례를, 시행일부터는 아래 법정 상한
        거리를 적용합니다. 지붕과 자가소비용은 이격거리 판정에서 늘 제외합니다. 바꾼 값은 새로
        만드는 분석부터 반영됩니다.
      </p>
      {settings.data && <SitingForm settings={settings.data} />}
    </>
  );
}

function SitingForm({ settings }: { settings: SitingSettings }) {
  const titleId = useId();
  const save = useAdminWrite(updateSitingSettings);
  const form = useConsoleForm({
    schema: sitingSettingsBodySchema,
    defaultValues: valuesOf(settings),
    toInput: toBody,
  });
  const field = bindFields(form);
  const confidence = (name: 'lawConfidence' | 'farmlandConfidence', label: string) => (
    <FormSelect<SitingValues, SitingSettingsInput, FactConfidence>
      form={form}
      name={name}
      label={label}
      labels={FACT_CONFIDENCE_LABELS}
    />
  );
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, { onSuccess: () => form.reset(form.getValues()) }),
      )}
    >
      <h2 id={titleId} className={styles.subtitle} style={{ marginTop: 0 }}>
        재생에너지법 이격거리
      </h2>
      <div className={styles.row}>
        <InputField label="시행일 (모르면 비워 두기)" type="date" {...field('lawEffectiveDate')} />
        <InputField
          label="주택 이격 상한(m, 모르면 비워 두기)"
          inputMode="numeric"
          {...field('residentialCapM')}
        />
        <InputField
          label="도로 이격 상한(m, 모르면 비워 두기)"
          inputMode="numeric"
          {...field('roadCapM')}
        />
      </div>
      <div className={styles.row}>
        <InputField
          label="시행일·상한 출처 (고객 화면에 보임)"
          required
          maxLength={200}
          size={48}
          {...field('lawSource')}
        />
        <InputField label="시행일·상한 기준일" required maxLength={10} {...field('lawAsOf')} />
        {confidence('lawConfidence', '시행일·상한 확인 수준')}
      </div>
      <h2 className={styles.subtitle}>농지(영농형 태양광) 허가 기간</h2>
      <div className={styles.row}>
        <InputField
          label="타용도 일시사용허가(년)"
          type="number"
          min={1}
          {...field('agrivoltaicPermitYears', { valueAsNumber: true })}
        />
        <InputField
          label="재생에너지지구 안(년)"
          type="number"
          min={1}
          {...field('renewableZonePermitYears', { valueAsNumber: true })}
        />
        <label className={styles.checkField}>
          <input type="checkbox" {...form.register('renewableZoneInForce')} />
          재생에너지지구 기간이 시행 중
        </label>
      </div>
      <div className={styles.row}>
        <InputField
          label="허가 기간 출처 (고객 화면에 보임)"
          required
          maxLength={200}
          size={48}
          {...field('farmlandSource')}
        />
        <InputField label="허가 기간 기준일" required maxLength={10} {...field('farmlandAsOf')} />
        {confidence('farmlandConfidence', '허가 기간 확인 수준')}
      </div>
      <button
        type="submit"
        className={styles.button}
        style={{ marginTop: 12 }}
        disabled={!form.formState.isDirty || save.isPending}
      >
        저장
      </button>
      <WriteStatus write={save} done="저장했습니다. 새로 만드는 분석부터 반영됩니다." />
    </form>
  );
}
