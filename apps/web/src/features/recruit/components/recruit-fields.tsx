import { useState, type ReactNode, type RefObject } from 'react';
import { COLLECTION_CONSENT, LIMITS, MESSAGES, THIRD_PARTY_CONSENT } from '@haetbit/contracts';
import { formatCountdown } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { PhoneNumberField } from '../../../shared/ui/phone-number-field';
import { Popup } from '../../../shared/ui/popup';
import type { RecruitFormModel } from '../hooks/use-recruit-form';
import { EMAIL_DOMAINS, FORM_STEPS } from '../lib/recruit-form-state';
import styles from './recruit-form.module.css';

export interface FieldIds {
  name: string;
  email: string;
  phone: string;
  code: string;
  memo: string;
  memoCount: string;
  consent: string;
  thirdPartyConsent: string;
  codeMessage: string;
}

interface FieldProps {
  form: RecruitFormModel;
  ids: FieldIds;
}

/** The 'next' button of the step being filled; it disappears once the step is done. */
function NextButton({ form, step }: { form: RecruitFormModel; step: number }) {
  if (form.state.step !== step) return null;
  return (
    <button
      type="button"
      className={`${buttons.primary} ${styles.next}`}
      onClick={() => form.dispatch({ type: 'next' })}
    >
      다음
    </button>
  );
}

export function NameField({ form, ids }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.name} className={styles.label}>
        이름
      </label>
      <input
        id={ids.name}
        className={styles.input}
        autoComplete="name"
        maxLength={30}
        value={form.state.name}
        onChange={(event) =>
          form.dispatch({ type: 'edit', field: 'name', value: event.target.value })
        }
      />
      <NextButton form={form} step={FORM_STEPS.name} />
    </div>
  );
}

export function EmailField({
  form,
  ids,
  inputRef,
}: FieldProps & { inputRef: RefObject<HTMLInputElement | null> }) {
  const { email } = form.state;
  return (
    <div className={styles.field}>
      <label htmlFor={ids.email} className={styles.label}>
        이메일
      </label>
      <input
        ref={inputRef}
        id={ids.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        className={styles.input}
        maxLength={254}
        value={email}
        onChange={(event) =>
          form.dispatch({ type: 'edit', field: 'email', value: event.target.value })
        }
      />
      <div className={styles.domains} role="group" aria-label="이메일 도메인 선택">
        {EMAIL_DOMAINS.map((domain) => (
          <button
            key={domain}
            type="button"
            className={styles.chip}
            aria-pressed={email.endsWith(`@${domain}`)}
            onClick={() => form.dispatch({ type: 'chooseDomain', domain })}
          >
            @{domain}
          </button>
        ))}
        <button
          type="button"
          className={styles.chip}
          onClick={() => {
            form.dispatch({ type: 'directInput' });
            inputRef.current?.focus();
          }}
        >
          직접 입력
        </button>
      </div>
      <NextButton form={form} step={FORM_STEPS.email} />
    </div>
  );
}

export function PhoneField({ form, ids }: FieldProps) {
  const { phone, verified, deadline, sendError } = form.state;
  return (
    <PhoneNumberField
      id={ids.phone}
      value={phone}
      disabled={verified}
      onChange={(value) => form.dispatch({ type: 'edit', field: 'phone', value })}
      send={{
        label: deadline === null ? '인증번호 받기' : '재전송',
        disabled: phone.length !== LIMITS.phoneLength || verified || form.sending,
        onClick: form.send,
      }}
    >
      {sendError ? (
        <p className={styles.error} role="alert">
          {sendError}
        </p>
      ) : null}
    </PhoneNumberField>
  );
}

export function CodeField({ form, ids }: FieldProps) {
  const { code, verified } = form.state;
  const { remaining } = form;
  return (
    <div className={styles.field}>
      <label htmlFor={ids.code} className={styles.label}>
        인증번호
      </label>
      <div className={styles.row}>
        <div className={styles.codeBox}>
          <input
            id={ids.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            className={styles.input}
            maxLength={LIMITS.smsCodeLength}
            value={code}
            disabled={verified}
            aria-describedby={ids.codeMessage}
            onChange={(event) =>
              form.dispatch({ type: 'edit', field: 'code', value: event.target.value })
            }
          />
          {remaining !== null && !verified ? (
            <span
              className={styles.timer}
              role="timer"
              aria-label={`남은 시간 ${formatCountdown(remaining)}`}
            >
              {formatCountdown(remaining)}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.side}`}
          disabled={
            code.length !== LIMITS.smsCodeLength || verified || form.expired || form.checking
          }
          onClick={form.check}
        >
          확인
        </button>
      </div>
      <p
        id={ids.codeMessage}
        className={verified ? styles.success : styles.error}
        role={verified ? 'status' : 'alert'}
      >
        {form.codeStatus ?? ''}
      </p>
    </div>
  );
}

/**
 * A required consent's checkbox and label, reading and setting its own flag of the form state;
 * `children` come after the label (a terms button).
 */
function ConsentCheck({
  form,
  ids,
  which,
  label,
  children,
}: FieldProps & { which: 'collect' | 'thirdParty'; label: string; children?: ReactNode }) {
  const id = which === 'collect' ? ids.consent : ids.thirdPartyConsent;
  const checked = which === 'collect' ? form.state.consent : form.state.thirdPartyConsent;
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) =>
          form.dispatch({ type: 'consent', which, checked: event.target.checked })
        }
      />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function MemoAndConsent({ form, ids }: FieldProps) {
  const { memo } = form.state;
  const [readingThirdParty, setReadingThirdParty] = useState(false);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={ids.memo} className={styles.label}>
          기타 전달사항 (선택)
        </label>
        <textarea
          id={ids.memo}
          className={styles.textarea}
          rows={4}
          maxLength={LIMITS.memoChars}
          value={memo}
          aria-describedby={ids.memoCount}
          onChange={(event) =>
            form.dispatch({ type: 'edit', field: 'memo', value: event.target.value })
          }
        />
        <p id={ids.memoCount} className={styles.counter}>
          {memo.length}/{LIMITS.memoChars}
        </p>
        {memo.length >= LIMITS.memoChars ? (
          <p className={styles.error} role="alert">
            {MESSAGES.memoLimit}
          </p>
        ) : null}
      </div>
      <ConsentCheck form={form} ids={ids} which="collect" label={COLLECTION_CONSENT.label} />
      <details className={styles.consentDetail}>
        <summary>수집 내용 보기</summary>
        <dl className={styles.consentItems}>
          {COLLECTION_CONSENT.items.map((item) => (
            <div key={item.heading}>
              <dt>{item.heading}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </details>
      <ConsentCheck form={form} ids={ids} which="thirdParty" label={THIRD_PARTY_CONSENT.label}>
        <button
          type="button"
          className={styles.consentView}
          aria-label={`${THIRD_PARTY_CONSENT.title} 내용 보기`}
          onClick={() => setReadingThirdParty(true)}
        >
          보기
        </button>
      </ConsentCheck>
      {readingThirdParty ? (
        <Popup
          title={THIRD_PARTY_CONSENT.title}
          widthPx={396}
          onClose={() => setReadingThirdParty(false)}
          actions={
            <button
              type="button"
              className={buttons.primary}
              onClick={() => setReadingThirdParty(false)}
            >
              확인
            </button>
          }
        >
          <dl className={styles.consentItems}>
            {THIRD_PARTY_CONSENT.items.map((item) => (
              <div key={item.heading}>
                <dt>{item.heading}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        </Popup>
      ) : null}
    </>
  );
}
