import { useId, useState } from 'react';
import { PYEONG_PER_M2 } from '@haetbit/contracts';
import { parseAreaInput, toPyeong } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import styles from './chat.module.css';

type AreaUnit = 'm2' | 'pyeong';

const UNIT_CHOICES = [
  { value: 'm2', label: '㎡' },
  { value: 'pyeong', label: '평' },
] as const;

interface AreaFormProps {
  label: string;
  initialAreaM2?: number | null;
  busy: boolean;
  error: string | null;
  onSubmit: (areaM2: number) => void;
}

/** m² of an area typed in the unit chosen (평 = m² × 0.3025, spec section 4), to 0.01 m². */
export function areaM2Of(value: number, unit: AreaUnit): number {
  return unit === 'm2' ? value : Math.round((value / PYEONG_PER_M2) * 100) / 100;
}

/**
 * Area input (spec section 5): a number with an optional decimal point or comma, above 0, in ㎡
 * or in 평 (what owners count in), each echoed in the other unit as it is typed.
 */
export function AreaForm({ label, initialAreaM2, busy, error, onSubmit }: AreaFormProps) {
  const inputId = useId();
  const hintId = useId();
  // What the owner typed, in the unit typed; the other unit shows it converted, so switching the
  // unit never changes the area meant (a converted figure is only an echo until it is edited).
  const [typed, setTyped] = useState<{ unit: AreaUnit; text: string }>({
    unit: 'm2',
    text: initialAreaM2 ? String(initialAreaM2) : '',
  });
  const [unit, setUnit] = useState<AreaUnit>('m2');
  const value = parseAreaInput(typed.text);
  const areaM2 = value === null ? null : areaM2Of(value, typed.unit);
  const text =
    unit === typed.unit || areaM2 === null
      ? typed.text
      : unit === 'm2'
        ? String(areaM2)
        : String(Math.round(areaM2 * PYEONG_PER_M2 * 100) / 100);
  const invalid = typed.text.trim() !== '' && areaM2 === null;
  const hint =
    areaM2 === null
      ? invalid
        ? '0보다 큰 숫자로 입력해 주세요.'
        : '㎡ 또는 평으로 입력할 수 있어요.'
      : unit === 'm2'
        ? `약 ${toPyeong(areaM2).toLocaleString('ko-KR')}평`
        : `약 ${areaM2.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}㎡`;
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
          aria-invalid={invalid}
          onChange={(event) => setTyped({ unit, text: event.target.value })}
        />
        <ChoiceGroup
          legend="면적 단위"
          hideLegend
          choices={UNIT_CHOICES}
          value={unit}
          onChange={setUnit}
        />
      </div>
      <p id={hintId} className={invalid ? `${styles.areaHint} ${styles.error}` : styles.areaHint}>
        {hint}
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
