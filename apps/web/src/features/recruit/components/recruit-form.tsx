import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MESSAGES, SMS_CODE_VALIDITY_MS, TIMING_MS } from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { formatCountdown, formatPhoneInput } from '../../../shared/format/number';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { currentDeviceId } from '../../../shared/session/device';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import { checkAuthNumber } from '../api/check-auth-number';
import { createMatchReq } from '../api/create-match-req';
import { sendAuthNumber } from '../api/send-auth-number';
import styles from './recruit-form.module.css';

/**
 * Steps of spec section 4: 1 name, 2 e-mail, 3 phone, 4 verification code, 5 memo and consent;
 * ticking the consent adds step 6, unticking removes it. Submit only at the last step.
 */
export const FORM_STEPS = { name: 1, email: 2, phone: 3, code: 4, memo: 5, consent: 6 } as const;
export const LAST_STEP = FORM_STEPS.consent;

export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Alert {
  title: string;
  message: string;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : '잠시 후 다시 시도해 주세요.';

export function RecruitForm({ analysisId }: { analysisId: number }) {
  const navigate = useNavigate();
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    code: useId(),
    memo: useId(),
    memoCount: useId(),
    consent: useId(),
    codeMessage: useId(),
  };
  const emailRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<number>(FORM_STEPS.name);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [memo, setMemo] = useState('');
  const [consent, setConsent] = useState(false);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [verified, setVerified] = useState(false);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'check' | 'submit' | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const remaining = useCountdown(verified ? null : deadline);

  // Each step reveals the next field and removes the 'next' button that was pressed: move the
  // focus to the new field so a keyboard or screen-reader user carries on from there.
  const lastStep = useRef(step);
  useEffect(() => {
    const advanced = step > lastStep.current;
    lastStep.current = step;
    if (!advanced) return;
    const fieldId =
      step === FORM_STEPS.email
        ? ids.email
        : step === FORM_STEPS.phone
          ? ids.phone
          : step === FORM_STEPS.code
            ? ids.code
            : step === FORM_STEPS.memo
              ? ids.memo
              : null;
    if (fieldId) document.getElementById(fieldId)?.focus();
  }, [step, ids.email, ids.phone, ids.code, ids.memo]);
  const expired = !verified && (expiredByServer || remaining === 0);

  // The form advances 700 ms after a successful verification (spec section 4).
  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(
      () => setStep((current) => Math.max(current, FORM_STEPS.memo)),
      TIMING_MS.afterVerification,
    );
    return () => window.clearTimeout(timer);
  }, [verified]);

  function requireName(): boolean {
    if (name.trim()) return true;
    setAlert({ title: MESSAGES.requiredTitle, message: MESSAGES.nameRequired });
    return false;
  }

  function requireEmail(): boolean {
    if (!email.trim()) {
      setAlert({ title: MESSAGES.requiredTitle, message: MESSAGES.emailRequired });
      return false;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setAlert({ title: '입력 확인', message: '이메일 주소 형식이 올바르지 않습니다.' });
      return false;
    }
    return true;
  }

  function chooseDomain(domain: string) {
    const local = email.split('@')[0] ?? '';
    setEmail(`${local}@${domain}`);
  }

  function directInput() {
    const local = email.split('@')[0] ?? '';
    setEmail(local ? `${local}@` : '');
    emailRef.current?.focus();
  }

  async function send() {
    if (!requireName()) return;
    setBusy('send');
    setSendError(null);
    try {
      await sendAuthNumber({ id: analysisId, phone, name: name.trim() });
      setDeadline(Date.now() + SMS_CODE_VALIDITY_MS);
      setExpiredByServer(false);
      setCode('');
      setCodeError(null);
      setStep((current) => Math.max(current, FORM_STEPS.code));
    } catch (error) {
      setSendError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    setBusy('check');
    setCodeError(null);
    try {
      await checkAuthNumber({ id: analysisId, smsAuthNumber: code });
      setVerified(true);
    } catch (error) {
      const errorCode = error instanceof ApiError ? error.code : '';
      if (errorCode === 'SMS_CODE_WRONG') setCodeError(MESSAGES.smsWrong);
      else if (errorCode === 'SMS_CODE_EXPIRED') {
        setExpiredByServer(true);
      } else {
        if (errorCode === 'SMS_TOO_MANY_ATTEMPTS') setExpiredByServer(true);
        setCodeError(messageOf(error));
      }
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    if (step !== LAST_STEP || !requireName() || !requireEmail()) return;
    setBusy('submit');
    try {
      const created = await createMatchReq({
        name: name.trim(),
        phone,
        email: email.trim(),
        memo,
        matchAnalysisId: analysisId,
        deviceId: currentDeviceId(),
      });
      await navigate('/app/analysis-recruit-success', {
        state: { reqDate: created.reqDate, propose1EndDate: created.propose1EndDate },
      });
    } catch (error) {
      // The spec only logged this failure; here the owner is told and keeps what was typed.
      console.error(error);
      setAlert({ title: '신청하지 못했습니다', message: messageOf(error) });
      setBusy(null);
    }
  }

  const phoneComplete = phone.length === LIMITS.phoneLength;
  const codeStatus = verified ? MESSAGES.smsSuccess : expired ? MESSAGES.smsExpired : codeError;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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

      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          이름
        </label>
        <input
          id={ids.name}
          className={styles.input}
          autoComplete="name"
          maxLength={30}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {step === FORM_STEPS.name ? (
          <button
            type="button"
            className={`${buttons.primary} ${styles.next}`}
            onClick={() => requireName() && setStep(FORM_STEPS.email)}
          >
            다음
          </button>
        ) : null}
      </div>

      {step >= FORM_STEPS.email ? (
        <div className={styles.field}>
          <label htmlFor={ids.email} className={styles.label}>
            이메일
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={styles.input}
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value.trim())}
          />
          <div className={styles.domains} role="group" aria-label="이메일 도메인 선택">
            {EMAIL_DOMAINS.map((domain) => (
              <button
                key={domain}
                type="button"
                className={styles.chip}
                aria-pressed={email.endsWith(`@${domain}`)}
                onClick={() => chooseDomain(domain)}
              >
                @{domain}
              </button>
            ))}
            <button type="button" className={styles.chip} onClick={directInput}>
              직접 입력
            </button>
          </div>
          {step === FORM_STEPS.email ? (
            <button
              type="button"
              className={`${buttons.primary} ${styles.next}`}
              onClick={() => requireEmail() && setStep(FORM_STEPS.phone)}
            >
              다음
            </button>
          ) : null}
        </div>
      ) : null}

      {step >= FORM_STEPS.phone ? (
        <div className={styles.field}>
          <label htmlFor={ids.phone} className={styles.label}>
            휴대폰 번호
          </label>
          <div className={styles.row}>
            <input
              id={ids.phone}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="010-0000-0000"
              className={styles.input}
              maxLength={LIMITS.phoneLength}
              value={phone}
              disabled={verified}
              onChange={(event) => {
                setPhone(formatPhoneInput(event.target.value));
                if (deadline !== null) {
                  setDeadline(null);
                  setCode('');
                  setCodeError(null);
                  setStep(FORM_STEPS.phone);
                }
              }}
            />
            <button
              type="button"
              className={`${buttons.secondary} ${styles.side}`}
              disabled={!phoneComplete || verified || busy === 'send'}
              onClick={() => void send()}
            >
              {deadline === null ? '인증번호 받기' : '재전송'}
            </button>
          </div>
          {sendError ? (
            <p className={styles.error} role="alert">
              {sendError}
            </p>
          ) : null}
        </div>
      ) : null}

      {step >= FORM_STEPS.code ? (
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
                  setCode(event.target.value.replace(/\D/g, '').slice(0, LIMITS.smsCodeLength))
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
                code.length !== LIMITS.smsCodeLength || verified || expired || busy === 'check'
              }
              onClick={() => void check()}
            >
              확인
            </button>
          </div>
          <p
            id={ids.codeMessage}
            className={verified ? styles.success : styles.error}
            role={verified ? 'status' : 'alert'}
          >
            {codeStatus ?? ''}
          </p>
        </div>
      ) : null}

      {step >= FORM_STEPS.memo ? (
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
              onChange={(event) => setMemo(event.target.value.slice(0, LIMITS.memoChars))}
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
          <div className={styles.consent}>
            <input
              id={ids.consent}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setStep(event.target.checked ? FORM_STEPS.consent : FORM_STEPS.memo);
              }}
            />
            <label htmlFor={ids.consent}>[필수] 개인정보 수집 및 이용에 동의합니다.</label>
          </div>
          <details className={styles.consentDetail}>
            <summary>수집 내용 보기</summary>
            <p>
              수집 항목: 이름, 휴대폰 번호, 이메일, 기타 전달사항{'\n'}이용 목적: 시공사 매칭과 상담
              연락{'\n'}보유 기간: 매칭 종료 후 1년
            </p>
          </details>
        </>
      ) : null}

      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block} ${styles.submit}`}
        disabled={step !== LAST_STEP || busy === 'submit'}
      >
        {busy === 'submit' ? '신청하는 중…' : '시공사 모집 신청하기'}
      </button>

      {alert ? (
        <Popup
          title={alert.title}
          onClose={() => setAlert(null)}
          actions={
            <button type="button" className={buttons.primary} onClick={() => setAlert(null)}>
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
