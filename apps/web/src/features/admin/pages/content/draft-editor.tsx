import { useState, type ReactNode } from 'react';
import { useAdminWrite } from '../../api/console-query';
import styles from '../../admin.module.css';
import { InputField } from '../../components/fields';

/**
 * The item being edited in one content list, its saving (a new item is posted, an edited one put)
 * and deleting.
 */
export function useDraftEditor<D extends { id?: number }>(calls: {
  create: (body: Omit<D, 'id'>) => Promise<unknown>;
  update: (id: number, body: Omit<D, 'id'>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<D | null>(null);
  const save = useAdminWrite((input: D) => {
    const { id, ...body } = input;
    return id ? calls.update(id, body) : calls.create(body);
  });
  const remove = useAdminWrite(calls.remove);
  const formProps = (current: D) => ({
    onSubmit: () => save.mutate(current, { onSuccess: () => setDraft(null) }),
    onCancel: () => setDraft(null),
    pending: save.isPending,
    error: save.error,
  });
  return { draft, setDraft, save, remove, formProps };
}

/** A content list's "new" button and, while an item is being edited, its form. */
export function DraftEditor<D>({
  newLabel,
  onNew,
  formLabel,
  draft,
  formProps,
  children,
}: {
  newLabel: string;
  onNew: () => void;
  formLabel: string;
  draft: D | null;
  formProps: (current: D) => Omit<DraftFormProps, 'label' | 'children'>;
  children: (draft: D) => ReactNode;
}) {
  return (
    <>
      <button type="button" className={styles.button} onClick={onNew}>
        {newLabel}
      </button>
      {draft && (
        <DraftForm label={formLabel} {...formProps(draft)}>
          {children(draft)}
        </DraftForm>
      )}
    </>
  );
}

interface DraftFormProps {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: Error | null;
  children: ReactNode;
}

function DraftForm({ label, onSubmit, onCancel, pending, error, children }: DraftFormProps) {
  return (
    <form
      className={styles.card}
      style={{ marginTop: 16 }}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions} style={{ marginTop: 12 }}>
        <button type="submit" className={styles.button} disabled={pending}>
          저장
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
          취소
        </button>
      </div>
      {error && <p className={styles.error}>{error.message}</p>}
    </form>
  );
}

export function SortOrderField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <InputField
      label="순서"
      type="number"
      min={0}
      value={value}
      onChange={(text) => onChange(Number(text))}
    />
  );
}

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
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-label={`${name} 수정`}
          onClick={onEdit}
        >
          수정
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-label={`${name} 삭제`}
          onClick={onDelete}
        >
          삭제
        </button>
      </div>
    </td>
  );
}
