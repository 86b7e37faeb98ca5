import { adminFaqBodySchema, type AdminFaqBody } from '@haetbit/contracts';
import { ConsoleTable } from '../../../../shared/console/console-table';
import { createFaq } from '../../api/create-faq';
import { deleteFaq } from '../../api/delete-faq';
import { useFaqList } from '../../api/get-faq-list';
import { updateFaq } from '../../api/update-faq';
import styles from '../../admin.module.css';
import { bindFields, InputField, TextAreaField } from '../../components/fields';
import { CategoryOrderFields, DraftEditor, EditDeleteCell, useDraftEditor } from './draft-editor';
import { FAQ_CATEGORY_LABELS } from './labels';

/** The FAQ list and its editor. */
export function FaqEditor() {
  const list = useFaqList();
  const editor = useDraftEditor<AdminFaqBody, AdminFaqBody>({
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
  });
  return (
    <>
      <DraftEditor
        newLabel="새 FAQ"
        newValues={(): AdminFaqBody => ({
          category: 'MATCHING_STEP',
          subject: '',
          content: '',
          sortOrder: 1,
        })}
        formLabel="FAQ 편집"
        editor={editor}
        schema={adminFaqBodySchema}
        toBody={(values) => values}
      >
        {(form) => {
          const field = bindFields(form);
          return (
            <>
              <CategoryOrderFields form={form} categories={FAQ_CATEGORY_LABELS} />
              <InputField label="질문" maxLength={200} required {...field('subject')} />
              <TextAreaField label="답변" maxLength={5000} required {...field('content')} />
            </>
          );
        }}
      </DraftEditor>
      {editor.save.isSuccess && !editor.draft && (
        <p className={styles.notice} role="status">
          저장했습니다. 고객 앱에 바로 반영됩니다.
        </p>
      )}
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={['분류', '순서', '질문', '처리']}
      >
        {list.data?.data.map(({ id, ...item }) => (
          <tr key={id}>
            <td>{FAQ_CATEGORY_LABELS[item.category]}</td>
            <td>{item.sortOrder}</td>
            <td>{item.subject}</td>
            <EditDeleteCell
              name={item.subject}
              onEdit={() => editor.open(item, id)}
              onDelete={() => editor.remove.mutate(id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
