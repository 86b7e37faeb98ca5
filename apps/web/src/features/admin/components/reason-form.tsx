import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleForm } from '../../../shared/console/console-form';
import { MessagePopup } from '../../../shared/ui/message-popup';
import styles from '../admin.module.css';
import { TextAreaField } from './fields';

/** What every reasoned write's form holds: the operator's reason, and any other choices. */
export type ReasonValues = FieldValues & { reason: string };

interface ReasonFormProps<S extends z.ZodType<FieldValues, FieldValues>, V extends ReasonValues> {
  titleId: string;
  title: string;
  /** What the write does, above the fields. */
  intro: ReactNode;
  /** The write's request schema and how the form's values fill it (the reason alone, unless told). */
  schema: S;
  defaultValues?: V;
  toBody?: (values: V) => z.input<S>;
  /** Fields beside the reason (the days of an extension). */
  fields?: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
  reason: { label: string; maxLength: number };
  submitLabel: string;
  danger?: boolean;
  /** The question asked once more before the write, its dialog's title and its button. */
  confirm: { title?: string; confirmLabel: string; question: (body: z.output<S>) => ReactNode };
  write: {
    mutateAsync: (body: z.output<S>) => Promise<unknown>;
    isPending: boolean;
    error: Error | null;
  };
  /** The write may not be sent (again). */
  locked?: boolean;
}

/**
 * An operator's write that needs a reason (end, extend, reopen): the reason and any other fields,
 * checked by the write's request schema, a button enabled once they pass, the question asked once
 * more in a dialog, then the write and its failure. The form empties once the write is done.
 */
export function ReasonForm<S extends z.ZodType<FieldValues, FieldValues>, V extends ReasonValues>({
  titleId,
  title,
  intro,
  schema,
  defaultValues = { reason: '' } as V,
  toBody = (values) => values as z.input<S>,
  fields,
  reason,
  submitLabel,
  danger = false,
  confirm,
  write,
  locked = false,
}: ReasonFormProps<S, V>) {
  const form = useConsoleForm({
    schema,
    defaultValues: defaultValues as DefaultValues<V>,
    toInput: toBody,
    mode: 'onChange',
  });
  const [confirming, setConfirming] = useState<z.output<S> | null>(null);
  const send = (body: z.output<S>) =>
    write
      .mutateAsync(body)
      .then(() => form.reset())
      .catch(() => undefined)
      .finally(() => setConfirming(null));
  return (
    <form
      className={styles.card}
      onSubmit={form.handleSubmit(setConfirming)}
      aria-labelledby={titleId}
      noValidate
    >
      <h2 id={titleId} className={styles.subtitle} style={{ marginTop: 0 }}>
        {title}
      </h2>
      <p className={styles.muted}>{intro}</p>
      <div className={styles.row}>
        {fields?.(form)}
        <TextAreaField
          label={reason.label}
          maxLength={reason.maxLength}
          required
          {...form.register('reason' as Path<V>)}
        />
        <button
          type="submit"
          className={danger ? styles.buttonDanger : styles.button}
          disabled={!form.formState.isValid || write.isPending || locked}
        >
          {submitLabel}
        </button>
      </div>
      {confirming && (
        <MessagePopup
          title={confirm.title ?? title}
          confirmLabel={confirm.confirmLabel}
          busy={write.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        >
          <p>{confirm.question(confirming)}</p>
        </MessagePopup>
      )}
      {write.error && (
        <p className={styles.error} role="alert">
          {write.error.message}
        </p>
      )}
    </form>
  );
}
