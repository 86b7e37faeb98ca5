import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import {
  useController,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import styles from '../admin.module.css';

/** What every labelled field of the console's forms shows: its label and its message. */
interface Labelled {
  label: ReactNode;
  /** The form's message for the field (react-hook-form's `errors.<name>`). */
  error?: FieldError;
}

/** A field's message from its form, when it has one. */
export function FieldMessage({ error }: { error?: FieldError }) {
  return error?.message ? <span className={styles.error}>{error.message}</span> : null;
}

/** The label around a field, with the field's message below it. */
function FieldLabel({ label, error, children }: Labelled & { children: ReactNode }) {
  return (
    <label className={styles.field}>
      {label}
      {children}
      <FieldMessage error={error} />
    </label>
  );
}

type InputFieldProps = Labelled &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input: spread a form's `register(name)` into it, or give it a value to filter by. */
export function InputField({ label, error, ...input }: InputFieldProps) {
  return (
    <FieldLabel label={label} error={error}>
      <input aria-invalid={error ? true : undefined} {...input} />
    </FieldLabel>
  );
}

type TextAreaFieldProps = Labelled &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldLabel label={label} error={error}>
      <textarea aria-invalid={error ? true : undefined} {...textarea} />
    </FieldLabel>
  );
}

interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V) => void;
}

/** A labelled choice among `options`; '' stands for "all" in the list filters. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: SelectFieldProps<V>) {
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

/** A choice that is one field of a console form, among the keys of `labels` in their order. */
export function FormSelect<T extends FieldValues, O, V extends string>({
  form,
  name,
  label,
  labels,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: ReactNode;
  labels: Record<V, string>;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <SelectField
      label={label}
      value={field.value as V}
      options={Object.keys(labels) as V[]}
      optionLabel={(option) => labels[option]}
      onChange={field.onChange}
    />
  );
}

/**
 * One field of a console form, to spread into an InputField or a TextAreaField: its registration
 * and its message.
 */
export function bindFields<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error,
  });
}
