import { useId, useState } from 'react';
import { parseAreaInput, toPyeong } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import styles from './chat.module.css';

interface AreaFormProps {
  label: string;
  initialAreaM2?: number | null;
  busy: boolean;
  error: string | null;
  onSubmit: (areaM2: number) => void;
}

/** Area input (spec section 5): a number with an optional decimal point or comma, above 0. */
export function AreaForm({ label, initialAreaM2, busy, error, onSubmit }: AreaFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(initialAreaM2 ? String(initialAreaM2) : '');
  const areaM2 = parseAreaInput(text);
  return (
    <form
      className={styles.areaForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (areaM2 !== null) onSubmit(areaM2);
      }}
    >
      <label htmlFor={inputId} className={styles.areaLabel}>
        {label}
      </label>
      <div className={styles.areaRow}>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={styles.areaInput}
          value={text}
          aria-describedby={hintId}
          aria-invalid={text !== '' && areaM2 === null}
          onChange={(event) => setText(event.target.value)}
        />
        <span className={styles.areaUnit}>㎡</span>
      </div>
      <p id={hintId} className={styles.areaHint}>
        {areaM2 !== null
          ? `약 ${toPyeong(areaM2).toLocaleString('ko-KR')}평`
          : '0보다 큰 숫자로 입력해 주세요.'}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttons.primary} disabled={areaM2 === null || busy}>
        {busy ? '계산 중…' : '입력 완료'}
      </button>
    </form>
  );
}
