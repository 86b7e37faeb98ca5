import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../shared/ui/link';
import { KOREAN_MOBILE_PATTERN } from '@haetbit/contracts';
import { ApiError } from '../../shared/api/client';
import buttons from '../../shared/ui/button.module.css';
import { AppHeader } from '../../shared/ui/app-header';
import field from '../../shared/ui/form-field.module.css';
import { PhoneNumberField } from '../../shared/ui/phone-number-field';
import { useConfirmRecovery } from './api/confirm-recovery';
import { useSendRecoveryCode } from './api/send-recovery-code';
import styles from './recovery-page.module.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';

/**
 * Recovery on a new phone (spec section 1, "logged-in user id"): the owner proves the phone number
 * they recruited with by an SMS code, and the requests of their earlier phone come to this one.
 */
export function RecoveryPage() {
  const ids = { phone: useId(), code: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const send = useSendRecoveryCode();
  const confirm = useConfirmRecovery();
  const phoneValid = KOREAN_MOBILE_PATTERN.test(phone);
  const error = confirm.error ?? send.error;

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ phone, smsAuthNumber: code });
  };

  return (
    <>
      <AppHeader title="기존 신청 내역 불러오기" />
      <main className={styles.main}>
        {confirm.data ? (
          <>
            <p className={styles.done} role="status">
              {confirm.data.requests > 0
                ? `신청 내역 ${confirm.data.requests}건을 이 휴대폰으로 불러왔습니다.`
                : '불러올 신청 내역이 이미 이 휴대폰에 있습니다.'}
            </p>
            <Link to="/app/matching-status/list" className={buttons.primary}>
              나의 매칭 현황 보기
            </Link>
          </>
        ) : (
          <form className={styles.main} onSubmit={onConfirm} noValidate>
            <p className={styles.lead}>
              휴대폰을 바꾸셨나요? 시공사 모집을 신청할 때 인증한 휴대폰 번호로 인증하면, 기존
              휴대폰의 신청 내역과 분석 결과, 후기를 이 휴대폰에서 볼 수 있습니다. 기존 휴대폰에서는
              더 이상 볼 수 없습니다.
            </p>
            <PhoneNumberField
              id={ids.phone}
              value={phone}
              onChange={setPhone}
              send={{
                label: send.data ? '다시 받기' : '인증번호 받기',
                disabled: !phoneValid || send.isPending,
                onClick: () => send.mutate(phone),
              }}
            />
            <div className={field.field}>
              <label htmlFor={ids.code} className={field.label}>
                인증번호
              </label>
              <input
                id={ids.code}
                className={field.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6자리 숫자"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </div>
            {send.data && !error ? (
              <p className={styles.lead} role="status">
                인증번호를 보냈습니다. 5분 안에 입력해 주세요.
              </p>
            ) : null}
            {error ? (
              <p className={styles.error} role="alert">
                {messageOf(error)}
              </p>
            ) : null}
            <button
              type="submit"
              className={buttons.primary}
              disabled={!send.data || code.length !== 6 || confirm.isPending}
            >
              신청 내역 불러오기
            </button>
          </form>
        )}
      </main>
    </>
  );
}
