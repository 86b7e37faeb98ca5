import styles from '../admin.module.css';
import { TextAreaField } from './fields';

/** An operator's reason for a write (two characters at least) and the button that submits it. */
export function ReasonSubmit({
  label,
  value,
  onChange,
  maxLength,
  submitLabel,
  busy,
  danger = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <>
      <TextAreaField
        label={label}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        required
      />
      <button
        type="submit"
        className={danger ? styles.buttonDanger : styles.button}
        disabled={value.trim().length < 2 || busy}
      >
        {submitLabel}
      </button>
    </>
  );
}
