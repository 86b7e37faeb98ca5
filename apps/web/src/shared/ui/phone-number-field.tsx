import type { ReactNode } from 'react';
import { LIMITS } from '@haetbit/contracts';
import { formatPhoneInput } from '../format/number';
import buttons from './button.module.css';
import styles from './form-field.module.css';

/** A national mobile number as formatPhoneInput keeps it (010-0000-0000), typed on the keypad. */
const NUMBER_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: '010-0000-0000',
  maxLength: LIMITS.phoneLength,
} as const;

interface PhoneNumberFieldProps {
  id: string;
  /** As typed, formatted 010-0000-0000. */
  value: string;
  onChange: (phone: string) => void;
  /** The number cannot change any more (it is verified). */
  disabled?: boolean;
  /** The button beside the number, which texts a verification code. */
  send: { label: string; disabled: boolean; onClick: () => void };
  /** What the field tells under the number (the send's failure). */
  children?: ReactNode;
}

/** The mobile number an owner verifies by SMS, with the button that sends the code (recruit, recovery). */
export function PhoneNumberField({
  id,
  value,
  onChange,
  disabled,
  send,
  children,
}: PhoneNumberFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        휴대폰 번호
      </label>
      <div className={styles.row}>
        <input
          id={id}
          {...NUMBER_INPUT}
          className={styles.input}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(formatPhoneInput(event.target.value))}
        />
        <button
          type="button"
          className={`${buttons.secondary} ${styles.side}`}
          disabled={send.disabled}
          onClick={send.onClick}
        >
          {send.label}
        </button>
      </div>
      {children}
    </div>
  );
}
