import { useEffect, useId, useRef } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import { useRecruitForm } from '../hooks/use-recruit-form';
import { FIELD_OF_STEP, FORM_STEPS, LAST_STEP } from '../lib/recruit-form-state';
import {
  CodeField,
  EmailField,
  MemoAndConsent,
  NameField,
  PhoneField,
  type FieldIds,
} from './recruit-fields';
import styles from './recruit-form.module.css';

/** The stepped recruit form (spec section 4); its rules live in lib/recruit-form-state. */
export function RecruitForm({ analysisId }: { analysisId: number }) {
  const form = useRecruitForm(analysisId);
  const { step, alert } = form.state;
  const ids: FieldIds = {
    name: useId(),
    email: useId(),
    phone: useId(),
    code: useId(),
    memo: useId(),
    memoCount: useId(),
    consent: useId(),
    thirdPartyConsent: useId(),
    codeMessage: useId(),
  };
  const emailRef = useRef<HTMLInputElement>(null);

  // Each step reveals the next field and removes the 'next' button that was pressed: move the
  // focus to the new field so a keyboard or screen-reader user carries on from there.
  const lastStep = useRef(step);
  const { name, email, phone, code, memo } = ids;
  useEffect(() => {
    const advanced = step > lastStep.current;
    lastStep.current = step;
    const field = advanced ? FIELD_OF_STEP[step] : undefined;
    if (field) document.getElementById({ name, email, phone, code, memo }[field])?.focus();
  }, [step, name, email, phone, code, memo]);

  const closeAlert = () => form.dispatch({ type: 'alert', alert: null });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <p className={styles.progress}>
        <span aria-live="polite">
          {LAST_STEP}단계 중 {step}단계
        </span>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ width: `${(step / LAST_STEP) * 100}%` }} />
        </span>
      </p>

      {form.prefilled ? (
        <p className={styles.prefilled}>
          지난 신청 때 입력한 이름, 이메일, 휴대폰 번호를 채워 두었어요. 바뀐 것이 있으면 고쳐
          주세요. 휴대폰 번호는 다시 인증합니다.
        </p>
      ) : null}
      <NameField form={form} ids={ids} />
      {step >= FORM_STEPS.email ? <EmailField form={form} ids={ids} inputRef={emailRef} /> : null}
      {step >= FORM_STEPS.phone ? <PhoneField form={form} ids={ids} /> : null}
      {step >= FORM_STEPS.code ? <CodeField form={form} ids={ids} /> : null}
      {step >= FORM_STEPS.memo ? <MemoAndConsent form={form} ids={ids} /> : null}

      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block} ${styles.submit}`}
        disabled={step !== LAST_STEP || form.submitting}
      >
        {form.submitting ? '신청하는 중…' : '시공사 모집 신청하기'}
      </button>

      {alert ? (
        <Popup
          title={alert.title}
          onClose={closeAlert}
          actions={
            <button type="button" className={buttons.primary} onClick={closeAlert}>
              확인
            </button>
          }
        >
          {alert.message}
        </Popup>
      ) : null}
    </form>
  );
}
