import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleForm } from '../../../../shared/console/console-form';
import { useAdminWrite } from '../../api/console-query';
import styles from '../../admin.module.css';
import { bindFields, FormSelect, InputField } from '../../components/fields';
import { RowActions } from '../../components/row-actions';

/** The item open in a content list's form: its id when it exists, and the form's first values. */
interface Draft<V> {
  id?: number;
  values: V;
  /** Tells one opening from the next, so the form starts again from `values`. */
  opened: number;
}

/**
 * The item being edited in one content list, its saving (a new item is posted, an edited one put)
 * and deleting.
 */
export function useDraftEditor<V, B>(calls: {
  create: (body: B) => Promise<unknown>;
  update: (id: number, body: B) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Draft<V> | null>(null);
  const save = useAdminWrite(({ id, body }: { id?: number; body: B }) =>
    id ? calls.update(id, body) : calls.create(body),
  );
  const remove = useAdminWrite(calls.remove);
  return {
    draft,
    save,
    remove,
    open: (values: V, id?: number) => setDraft({ id, values, opened: Date.now() }),
    close: () => setDraft(null),
  };
}

type Editor<V, B> = ReturnType<typeof useDraftEditor<V, B>>;

/** A content list's "new" button and, while an item is being edited, its form. */
export function DraftEditor<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues>({
  newLabel,
  newValues,
  formLabel,
  editor,
  schema,
  toBody,
  children,
}: {
  newLabel: string;
  /** A new item's first values. */
  newValues: () => V;
  formLabel: string;
  editor: Editor<V, z.output<S>>;
  /** The resource's request schema and how the form's values fill it. */
  schema: S;
  toBody: (values: V) => z.input<S>;
  children: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
}) {
  const { draft } = editor;
  return (
    <>
      <button type="button" className={styles.button} onClick={() => editor.open(newValues())}>
        {newLabel}
      </button>
      {draft && (
        <DraftForm
          key={draft.opened}
          label={formLabel}
          draft={draft}
          editor={editor}
          schema={schema}
          toBody={toBody}
        >
          {children}
        </DraftForm>
      )}
    </>
  );
}

function DraftForm<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues>({
  label,
  draft,
  editor,
  schema,
  toBody,
  children,
}: {
  label: string;
  draft: Draft<V>;
  editor: Editor<V, z.output<S>>;
  schema: S;
  toBody: (values: V) => z.input<S>;
  children: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
}) {
  const form = useConsoleForm({
    schema,
    defaultValues: draft.values as never,
    toInput: toBody,
  });
  const { save } = editor;
  return (
    <form
      className={styles.card}
      style={{ marginTop: 16 }}
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ id: draft.id, body }, { onSuccess: editor.close }),
      )}
    >
      {children(form)}
      <div className={styles.actions} style={{ marginTop: 12 }}>
        <button type="submit" className={styles.button} disabled={save.isPending}>
          저장
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={editor.close}>
          취소
        </button>
      </div>
      {save.error && <p className={styles.error}>{save.error.message}</p>}
    </form>
  );
}

/** The edit and delete buttons of one content item's row. */
export function EditDeleteCell({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <td>
      <RowActions
        actions={[
          { label: '수정', name: `${name} 수정`, onClick: onEdit },
          { label: '삭제', name: `${name} 삭제`, onClick: onDelete },
        ]}
      />
    </td>
  );
}

/** A content item's category and its place in the list, the first row of its form. */
export function CategoryOrderFields<
  C extends string,
  T extends { category: C; sortOrder: number },
  O extends FieldValues,
>({
  form,
  categories,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  /** The categories and their names, in the order they are offered. */
  categories: Record<C, string>;
  /** More fields of the row (a banner's dates). */
  children?: ReactNode;
}) {
  // Every content form has these two fields; the rest of its values do not matter here.
  const fields = form as unknown as UseFormReturn<
    { category: string; sortOrder: number },
    unknown,
    O
  >;
  const field = bindFields(fields);
  return (
    <div className={styles.row}>
      <FormSelect label="분류" form={fields} name="category" labels={categories} />
      {children}
      <InputField
        label="순서"
        type="number"
        min={0}
        {...field('sortOrder', { valueAsNumber: true })}
      />
    </div>
  );
}
