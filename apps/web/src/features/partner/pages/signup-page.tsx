import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  CURRENT_PARTNER_CONSENTS,
  PARTNER_ONBOARDING_TEXTS,
  PARTNER_PRIVACY_CONSENT,
  PARTNER_TERMS_CONSENT,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  partnerSignupBodySchema,
  PARTNER_DOCUMENT_ACCEPT,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  PARTNER_DOCUMENT_MAX_BYTES,
  type PartnerDocumentKind,
  type PartnerSignupBody,
  withParticle,
} from '@haetbit/contracts';
import { FileField } from '../components/file-field';
import { Link } from '../../../shared/ui/link';
import { ApiError } from '../../../shared/api/client';
import {
  formatted,
  showServerFieldErrors,
  useConsoleForm,
} from '../../../shared/console/console-form';
import { useSignup } from '../api/signup';
import { useCheckSignupCode, useSendSignupCode } from '../api/onboarding';
import styles from '../partner.module.css';
import { formatBusinessNumberInput, formatPhoneInput } from '../input-format';

type SignupField = Exclude<keyof PartnerSignupBody, 'consents'>;
type SignupValues = Record<SignupField, string> & { privacyAgreed: boolean; termsAgreed: boolean };

const FIELDS: {
  name: SignupField;
  label: string;
  type?: string;
  autoComplete?: string;
  format?: (text: string) => string;
  hint?: string;
}[] = [
  {
    name: 'userId',
    label: '아이디',
    autoComplete: 'username',
    hint: '5~20자 영문 소문자, 숫자, _, -',
  },
  {
    name: 'password',
    label: '비밀번호',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_MESSAGES.hint(PASSWORD_RULES.contractor.minLength),
  },
  { name: 'businessNumber', label: '사업자등록번호', format: formatBusinessNumberInput },
  { name: 'licenceNumber', label: '전기공사업 등록번호', hint: '예: 서울-01234' },
  { name: 'phone', label: '휴대폰 번호', type: 'tel', format: formatPhoneInput },
  { name: 'comName', label: '회사명', autoComplete: 'organization' },
  { name: 'representative', label: '대표자명' },
  { name: 'email', label: '이메일', type: 'email', autoComplete: 'email' },
];

/** The phone's code is asked right under the phone field. */
const PHONE_AT = FIELDS.findIndex((field) => field.name === 'phone');

const EMPTY: Record<SignupField, string> = {
  userId: '',
  password: '',
  businessNumber: '',
  licenceNumber: '',
  phone: '',
  comName: '',
  representative: '',
  email: '',
  smsAuthNumber: '',
};
const DEFAULTS: SignupValues = { ...EMPTY, privacyAgreed: false, termsAgreed: false };

/** The form's values as the signup body: a ticked consent gives the version in force. */
function toBody({ privacyAgreed, termsAgreed, ...fields }: SignupValues): PartnerSignupBody {
  // An unticked consent is sent as '' so the schema answers with its own message.
  const consents = {
    privacyVersion: privacyAgreed ? CURRENT_PARTNER_CONSENTS.privacyVersion : '',
    termsVersion: termsAgreed ? CURRENT_PARTNER_CONSENTS.termsVersion : '',
  } as PartnerSignupBody['consents'];
  return { ...fields, consents };
}

/** A consent with its items, folded until asked for (개인정보 보호법 제15조 제2항). */
function ConsentDetails(props: {
  consent: typeof PARTNER_PRIVACY_CONSENT | typeof PARTNER_TERMS_CONSENT;
}) {
  return (
    <details>
      <summary>{props.consent.title} 보기</summary>
      <dl className={styles.muted}>
        {props.consent.items.map((item) => (
          <div key={item.heading}>
            <dt>{item.heading}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The field a conflict with an existing account is about. */
const TAKEN_FIELD = {
  PARTNER_USER_ID_TAKEN: 'userId',
  PARTNER_BUSINESS_NUMBER_TAKEN: 'businessNumber',
} as const;

/**
 * Signup with inline validation in the spec's words (section 5), checked as the user types by the
 * server's own schema.
 */
export function SignupPage() {
  const signup = useSignup();
  const form = useConsoleForm({
    schema: partnerSignupBodySchema,
    defaultValues: DEFAULTS,
    toInput: toBody,
    mode: 'all',
  });
  const sendCode = useSendSignupCode();
  const checkCode = useCheckSignupCode();
  const consentErrors = (form.formState.errors as FieldErrors<PartnerSignupBody>).consents;
  const privacyAgreed = form.watch('privacyAgreed');
  const termsAgreed = form.watch('termsAgreed');
  const [documents, setDocuments] = useState<Partial<Record<PartnerDocumentKind, File>>>({});
  const [documentErrors, setDocumentErrors] = useState<
    Partial<Record<PartnerDocumentKind, string>>
  >({});

  const submit = form.handleSubmit((body) => {
    if (Object.values(documentErrors).some(Boolean)) return;
    signup.mutate(
      { body, documents },
      {
        onError: (error) => {
          showServerFieldErrors(error, form.setError, Object.keys(EMPTY) as SignupField[]);
          if (error instanceof ApiError && error.code in TAKEN_FIELD) {
            const field = TAKEN_FIELD[error.code as keyof typeof TAKEN_FIELD];
            form.setError(field, { type: 'server', message: error.message });
          }
        },
      },
    );
  });

  if (signup.isSuccess) {
    const { submitted, failed } = signup.data;
    const names = (kinds: PartnerDocumentKind[]) =>
      kinds.map((kind) => PARTNER_DOCUMENT_LABELS[kind]).join(', ');
    return (
      <div className={styles.authPage}>
        <div className={styles.authCard}>
          <h1 className={styles.title}>가입 신청 완료</h1>
          <p role="status">가입 신청이 접수되었습니다. 운영자 승인 후 요청에 지원할 수 있습니다.</p>
          <p>{PARTNER_ONBOARDING_TEXTS.approvalNote}</p>
          {submitted.length > 0 && <p>제출한 서류: {names(submitted)}</p>}
          {failed.length > 0 && (
            <p className={styles.error} role="alert">
              {withParticle(names(failed), '을/를')} 올리지 못했습니다.
            </p>
          )}
          {submitted.length < PARTNER_DOCUMENT_KINDS.length && (
            <p>
              사업자등록증과 전기공사업 등록증이 모두 제출되어야 승인됩니다. 로그인한 뒤 [회사
              정보]에서 올릴 수 있습니다.
            </p>
          )}
          <Link to="/partner">로그인으로</Link>
        </div>
      </div>
    );
  }

  /** One labelled text field with its error, the same before and after the phone check. */
  const renderField = (field: (typeof FIELDS)[number]) => {
    const error = form.formState.errors[field.name]?.message;
    const id = `signup-${field.name}`;
    const registration = form.register(field.name);
    const input = field.format ? formatted(registration, field.format) : registration;
    return (
      <div key={field.name} className={styles.field}>
        <label htmlFor={id}>{field.label}</label>
        <input
          id={id}
          className={error ? `${styles.input} ${styles.inputInvalid}` : styles.input}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          placeholder={field.hint}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.authPage}>
      <form className={styles.authCard} onSubmit={submit} noValidate aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          시공사 파트너 가입 신청
        </h1>
        {FIELDS.slice(0, PHONE_AT + 1).map(renderField)}
        <div className={styles.field}>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={sendCode.isPending}
            onClick={async () => {
              if (await form.trigger('phone')) sendCode.mutate(form.getValues('phone'));
            }}
          >
            {sendCode.isSuccess ? '인증번호 다시 받기' : '인증번호 받기'}
          </button>
          {sendCode.isSuccess && (
            <p className={styles.muted} role="status">
              인증번호를 보냈습니다. 5분 안에 입력해 주세요.
            </p>
          )}
          {sendCode.error && (
            <p className={styles.error} role="alert">
              {sendCode.error.message}
            </p>
          )}
          <label htmlFor="signup-smsAuthNumber">인증번호</label>
          <input
            id="signup-smsAuthNumber"
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={form.formState.errors.smsAuthNumber ? true : undefined}
            {...form.register('smsAuthNumber')}
          />
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={checkCode.isPending || !sendCode.isSuccess}
            onClick={() =>
              checkCode.mutate({
                phone: form.getValues('phone'),
                smsAuthNumber: form.getValues('smsAuthNumber'),
              })
            }
          >
            인증번호 확인
          </button>
          {checkCode.isSuccess && (
            <p className={styles.success} role="status">
              휴대폰 번호가 인증되었습니다.
            </p>
          )}
          {(checkCode.error ?? form.formState.errors.smsAuthNumber) && (
            <p className={styles.error} role="alert">
              {checkCode.error?.message ?? form.formState.errors.smsAuthNumber?.message}
            </p>
          )}
        </div>
        {FIELDS.slice(PHONE_AT + 1).map(renderField)}
        <fieldset className={styles.field}>
          <legend>약관 동의</legend>
          <label>
            <input type="checkbox" {...form.register('privacyAgreed')} />{' '}
            {PARTNER_PRIVACY_CONSENT.label}
          </label>
          <ConsentDetails consent={PARTNER_PRIVACY_CONSENT} />
          {consentErrors?.privacyVersion && !privacyAgreed && (
            <p className={styles.error}>{consentErrors.privacyVersion.message}</p>
          )}
          <label>
            <input type="checkbox" {...form.register('termsAgreed')} />{' '}
            {PARTNER_TERMS_CONSENT.label}
          </label>
          <ConsentDetails consent={PARTNER_TERMS_CONSENT} />
          {consentErrors?.termsVersion && !termsAgreed && (
            <p className={styles.error}>{consentErrors.termsVersion.message}</p>
          )}
        </fieldset>
        <fieldset className={styles.field}>
          <legend>제출 서류 (PDF, PNG, JPEG · 10MB 이하)</legend>
          <p className={styles.muted}>
            두 서류가 모두 제출되어야 운영자가 가입을 승인할 수 있습니다. 가입 후에 올려도 됩니다.
          </p>
          {PARTNER_DOCUMENT_KINDS.map((kind) => (
            <div key={kind}>
              <FileField
                label={PARTNER_DOCUMENT_LABELS[kind]}
                accept={PARTNER_DOCUMENT_ACCEPT}
                onChange={(file) => {
                  const tooLarge = file !== null && file.size > PARTNER_DOCUMENT_MAX_BYTES;
                  setDocumentErrors((current) => ({
                    ...current,
                    [kind]: tooLarge ? '10MB 이하의 파일만 올릴 수 있습니다.' : undefined,
                  }));
                  setDocuments((current) => {
                    const { [kind]: _previous, ...others } = current;
                    return file && !tooLarge ? { ...others, [kind]: file } : others;
                  });
                }}
              />
              {documentErrors[kind] && (
                <p className={styles.error} role="alert">
                  {documentErrors[kind]}
                </p>
              )}
            </div>
          ))}
        </fieldset>
        {signup.error && !(signup.error instanceof ApiError && signup.error.details.length > 0) && (
          <p className={styles.error} role="alert">
            {signup.error.message}
          </p>
        )}
        <p>
          <button type="submit" className={styles.button} disabled={signup.isPending}>
            가입 신청
          </button>
        </p>
        <p style={{ fontSize: 14 }}>
          <Link to="/partner">로그인으로 돌아가기</Link>
        </p>
      </form>
    </div>
  );
}
