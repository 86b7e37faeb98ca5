import { useState } from 'react';
import {
  PARTNER_RESET_CHANNELS,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  type PartnerResetChannel,
} from '@haetbit/contracts';
import { Link } from '../../../shared/ui/link';
import { ApiError } from '../../../shared/api/client';
import { useResetPassword, useSendResetCode } from '../api/onboarding';
import styles from '../partner.module.css';

const CHANNEL_LABELS: Record<PartnerResetChannel, string> = {
  sms: '가입 때 인증한 휴대폰',
  email: '가입 때 등록한 이메일',
};

/**
 * A forgotten password (issue 33): a code to the account's verified phone or its e-mail, then a
 * new password under the one policy. The answer never tells whether the id exists.
 */
export function ResetPage() {
  const sendCode = useSendResetCode();
  const reset = useResetPassword();
  const [userId, setUserId] = useState('');
  const [channel, setChannel] = useState<PartnerResetChannel>('sms');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const fieldError = (name: string) =>
    reset.error instanceof ApiError
      ? reset.error.details.find((detail) => detail.path.replace(/^body\./, '') === name)?.message
      : undefined;

  if (reset.isSuccess) {
    return (
      <div className={styles.authPage}>
        <div className={styles.authCard}>
          <h1 className={styles.title}>비밀번호 재설정 완료</h1>
          <p role="status">{reset.data.message}</p>
          <Link to="/partner">로그인으로</Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.authPage}>
      <form
        className={styles.authCard}
        noValidate
        aria-labelledby="reset-title"
        onSubmit={(event) => {
          event.preventDefault();
          reset.mutate({ userId: userId.trim(), smsAuthNumber: code.trim(), password });
        }}
      >
        <h1 id="reset-title" className={styles.title}>
          비밀번호 찾기
        </h1>
        <div className={styles.field}>
          <label htmlFor="reset-userId">아이디</label>
          <input
            id="reset-userId"
            className={styles.input}
            autoComplete="username"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          />
        </div>
        <fieldset className={styles.field}>
          <legend>인증번호 받을 곳</legend>
          {PARTNER_RESET_CHANNELS.map((item) => (
            <label key={item}>
              <input
                type="radio"
                name="reset-channel"
                value={item}
                checked={channel === item}
                onChange={() => setChannel(item)}
              />{' '}
              {CHANNEL_LABELS[item]}
            </label>
          ))}
        </fieldset>
        <p>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={sendCode.isPending || userId.trim() === ''}
            onClick={() => sendCode.mutate({ userId: userId.trim(), channel })}
          >
            인증번호 받기
          </button>
        </p>
        {sendCode.isSuccess && (
          <p className={styles.muted} role="status">
            {sendCode.data.message}
          </p>
        )}
        {sendCode.error && (
          <p className={styles.error} role="alert">
            {sendCode.error.message}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="reset-code">인증번호</label>
          <input
            id="reset-code"
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {fieldError('smsAuthNumber') && (
            <p className={styles.error}>{fieldError('smsAuthNumber')}</p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="reset-password">새 비밀번호</label>
          <input
            id="reset-password"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            placeholder={PASSWORD_MESSAGES.hint(PASSWORD_RULES.contractor.minLength)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {fieldError('password') && <p className={styles.error}>{fieldError('password')}</p>}
        </div>
        {reset.error && !(reset.error instanceof ApiError && reset.error.details.length > 0) && (
          <p className={styles.error} role="alert">
            {reset.error.message}
          </p>
        )}
        <p>
          <button type="submit" className={styles.button} disabled={reset.isPending}>
            비밀번호 바꾸기
          </button>
        </p>
        <p className={styles.muted}>
          비밀번호를 바꾸면 이미 로그인한 모든 기기에서 로그아웃됩니다.
        </p>
        <p style={{ fontSize: 14 }}>
          <Link to="/partner">로그인으로 돌아가기</Link>
        </p>
      </form>
    </div>
  );
}
