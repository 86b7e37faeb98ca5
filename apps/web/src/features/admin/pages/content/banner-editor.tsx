import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  adminBannerBodySchema,
  fileDownload,
  type AdminBanner,
  type AdminBannerBody,
} from '@haetbit/contracts';
import { routeUrl } from '../../../../shared/api/client';
import { ConsoleTable } from '../../../../shared/console/console-table';
import { createBanner } from '../../api/create-banner';
import { deleteBanner } from '../../api/delete-banner';
import { useBannerList } from '../../api/get-banner-list';
import { updateBanner } from '../../api/update-banner';
import { useBannerImageUpload } from '../../api/upload-banner-image';
import styles from '../../admin.module.css';
import { bindFields, InputField } from '../../components/fields';
import { CategoryOrderFields, DraftEditor, EditDeleteCell, useDraftEditor } from './draft-editor';
import { BANNER_CATEGORY_LABELS } from './labels';

/** The date field holds '' for an open-ended banner; the request says null. */
type BannerValues = Omit<AdminBannerBody, 'endDate'> & { endDate: string };

const valuesOf = ({ id: _id, ...banner }: AdminBanner): BannerValues => ({
  ...banner,
  endDate: banner.endDate ?? '',
});

/** The banners, their editor and image upload. */
export function BannerEditor() {
  const list = useBannerList();
  const editor = useDraftEditor<BannerValues, AdminBannerBody>({
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
  });
  return (
    <>
      <DraftEditor
        newLabel="새 배너"
        newValues={(): BannerValues => ({
          category: 'SUNNY_SCHOOL_BLOG',
          title: '',
          subTitle: '',
          link: 'https://',
          imageFileId: null,
          postDate: new Date().toISOString().slice(0, 10),
          endDate: '',
          sortOrder: 1,
        })}
        formLabel="배너 편집"
        editor={editor}
        schema={adminBannerBodySchema}
        toBody={(values) => ({ ...values, endDate: values.endDate || null })}
      >
        {(form) => {
          const field = bindFields(form);
          return (
            <>
              <CategoryOrderFields form={form} categories={BANNER_CATEGORY_LABELS}>
                <InputField label="게시 시작일" type="date" required {...field('postDate')} />
                <InputField
                  label="게시 종료일(선택)"
                  type="date"
                  min={form.watch('postDate')}
                  {...field('endDate')}
                />
              </CategoryOrderFields>
              <InputField label="제목" required maxLength={100} {...field('title')} />
              <InputField label="부제목" maxLength={200} {...field('subTitle')} />
              <InputField label="링크" type="url" required {...field('link')} />
              <BannerImageField form={form} />
            </>
          );
        }}
      </DraftEditor>
      <ConsoleTable
        className={styles.table}
        style={{ marginTop: 16 }}
        columns={['분류', '제목', '게시 기간', '이미지', '처리']}
      >
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{BANNER_CATEGORY_LABELS[item.category]}</td>
            <td>{item.title}</td>
            <td>
              {item.postDate} ~ {item.endDate ?? ''}
            </td>
            <td>{item.imageFileId ? '있음' : '없음'}</td>
            <EditDeleteCell
              name={item.title}
              onEdit={() => editor.open(valuesOf(item), item.id)}
              onDelete={() => editor.remove.mutate(item.id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}

/** The banner's image: uploaded when chosen, its file id kept in the form, shown below. */
function BannerImageField({
  form,
}: {
  form: UseFormReturn<BannerValues, unknown, AdminBannerBody>;
}) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useBannerImageUpload();
  const imageFileId = form.watch('imageFileId');
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (answer) => form.setValue('imageFileId', answer.id, { shouldDirty: true }),
      onError: (error) => setUploadError(error.message),
    });
  };
  return (
    <>
      <label className={styles.field}>
        이미지 (PNG, JPEG, 700KB 이하)
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </label>
      {imageFileId && (
        <img
          src={routeUrl(fileDownload, { id: imageFileId })}
          alt="배너 이미지 미리보기"
          style={{ maxWidth: 240, marginTop: 8 }}
        />
      )}
      {uploadError && <p className={styles.error}>{uploadError}</p>}
    </>
  );
}
