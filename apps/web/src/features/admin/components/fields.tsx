import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from '../admin.module.css';

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: ReactNode;
  onChange: (value: string) => void;
};

/** A labelled input of the console's forms; `onChange` receives the typed text. */
export function InputField({ label, onChange, ...input }: InputFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: ReactNode;
  onChange: (value: string) => void;
};

export function TextAreaField({ label, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <textarea {...textarea} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A labelled choice among `options`; '' stands for "all" in the list filters. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: ReactNode;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
