import { useState } from 'react';
import {
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
import styles from '../partner.module.css';
import { formatBusinessNumberInput, formatPhoneInput } from '../input-format';

type SignupField = keyof PartnerSignupBody;

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

const EMPTY: Record<SignupField, string> = {
  userId: '',
  password: '',
  businessNumber: '',
  licenceNumber: '',
  phone: '',
  comName: '',
  representative: '',
  email: '',
};

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
    defaultValues: EMPTY,
    toInput: (values: Record<SignupField, string>) => values,
    mode: 'all',
  });
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
          showServerFieldErrors(error, form.setError, Object.keys(EMPTY));
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

  return (
    <div className={styles.authPage}>
      <form className={styles.authCard} onSubmit={submit} noValidate aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          시공사 파트너 가입 신청
        </h1>
        {FIELDS.map((field) => {
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
        })}
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
        {signup.error && !(signup.error instanceof ApiError && signup.error.status === 400) && (
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
