import { FAQ_CATEGORIES, type AdminFaqBody } from '@haetbit/contracts';
import { ConsoleTable } from '../../../../shared/console/console-table';
import { createFaq } from '../../api/create-faq';
import { deleteFaq } from '../../api/delete-faq';
import { useFaqList } from '../../api/get-faq-list';
import { updateFaq } from '../../api/update-faq';
import styles from '../../admin.module.css';
import { InputField, SelectField, TextAreaField } from '../../components/fields';
import { DraftEditor, EditDeleteCell, SortOrderField, useDraftEditor } from './draft-editor';
import { FAQ_CATEGORY_LABELS } from './labels';

type FaqDraft = AdminFaqBody & { id?: number };

/** The FAQ list and its editor. */
export function FaqEditor() {
  const list = useFaqList();
  const { draft, setDraft, save, remove, formProps } = useDraftEditor<FaqDraft>({
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
  });
  return (
    <>
      <DraftEditor
        newLabel="새 FAQ"
        onNew={() =>
          setDraft({ category: 'MATCHING_STEP', subject: '', content: '', sortOrder: 1 })
        }
        formLabel="FAQ 편집"
        draft={draft}
        formProps={formProps}
      >
        {(draft) => (
          <>
            <div className={styles.row}>
              <SelectField
                label="분류"
                value={draft.category}
                options={FAQ_CATEGORIES}
                optionLabel={(code) => FAQ_CATEGORY_LABELS[code]}
                onChange={(category) => setDraft({ ...draft, category })}
              />
              <SortOrderField
                value={draft.sortOrder}
                onChange={(sortOrder) => setDraft({ ...draft, sortOrder })}
              />
            </div>
            <InputField
              label="질문"
              value={draft.subject}
              maxLength={200}
              required
              onChange={(subject) => setDraft({ ...draft, subject })}
            />
            <TextAreaField
              label="답변"
              value={draft.content}
              maxLength={5000}
              required
              onChange={(content) => setDraft({ ...draft, content })}
            />
          </>
        )}
      </DraftEditor>
      {save.isSuccess && !draft && (
        <p className={styles.notice} role="status">
          저장했습니다. 고객 앱에 바로 반영됩니다.
        </p>
      )}
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={['분류', '순서', '질문', '처리']}
      >
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{FAQ_CATEGORY_LABELS[item.category]}</td>
            <td>{item.sortOrder}</td>
            <td>{item.subject}</td>
            <EditDeleteCell
              name={item.subject}
              onEdit={() => setDraft({ ...item })}
              onDelete={() => remove.mutate(item.id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
