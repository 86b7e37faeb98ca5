import { useState } from 'react';
import { BANNER_CATEGORIES, fileDownload, type AdminBannerBody } from '@haetbit/contracts';
import { routeUrl } from '../../../../shared/api/client';
import { ConsoleTable } from '../../../../shared/console/console-table';
import { createBanner } from '../../api/create-banner';
import { deleteBanner } from '../../api/delete-banner';
import { useBannerList } from '../../api/get-banner-list';
import { updateBanner } from '../../api/update-banner';
import { useBannerImageUpload } from '../../api/upload-banner-image';
import styles from '../../admin.module.css';
import { InputField, SelectField } from '../../components/fields';
import { DraftEditor, EditDeleteCell, SortOrderField, useDraftEditor } from './draft-editor';
import { BANNER_CATEGORY_LABELS } from './labels';

type BannerDraft = AdminBannerBody & { id?: number };

/** The banners, their editor and image upload. */
export function BannerEditor() {
  const list = useBannerList();
  const { draft, setDraft, remove, formProps } = useDraftEditor<BannerDraft>({
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
  });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useBannerImageUpload();

  const onFile = (file: File | undefined) => {
    if (!file || !draft) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (answer) => setDraft({ ...draft, imageFileId: answer.id }),
      onError: (error) => setUploadError(error.message),
    });
  };

  return (
    <>
      <DraftEditor
        newLabel="새 배너"
        onNew={() =>
          setDraft({
            category: 'SUNNY_SCHOOL_BLOG',
            title: '',
            subTitle: '',
            link: 'https://',
            imageFileId: null,
            postDate: new Date().toISOString().slice(0, 10),
            endDate: null,
            sortOrder: 1,
          })
        }
        formLabel="배너 편집"
        draft={draft}
        formProps={formProps}
      >
        {(draft) => (
          <>
            <div className={styles.row}>
              <SelectField
                label="분류"
                value={draft.category}
                options={BANNER_CATEGORIES}
                optionLabel={(code) => BANNER_CATEGORY_LABELS[code]}
                onChange={(category) => setDraft({ ...draft, category })}
              />
              <InputField
                label="게시 시작일"
                type="date"
                value={draft.postDate}
                required
                onChange={(postDate) => setDraft({ ...draft, postDate })}
              />
              <InputField
                label="게시 종료일(선택)"
                type="date"
                value={draft.endDate ?? ''}
                min={draft.postDate}
                onChange={(endDate) => setDraft({ ...draft, endDate: endDate || null })}
              />
              <SortOrderField
                value={draft.sortOrder}
                onChange={(sortOrder) => setDraft({ ...draft, sortOrder })}
              />
            </div>
            <InputField
              label="제목"
              value={draft.title}
              required
              maxLength={100}
              onChange={(title) => setDraft({ ...draft, title })}
            />
            <InputField
              label="부제목"
              value={draft.subTitle}
              maxLength={200}
              onChange={(subTitle) => setDraft({ ...draft, subTitle })}
            />
            <InputField
              label="링크"
              type="url"
              value={draft.link}
              required
              onChange={(link) => setDraft({ ...draft, link })}
            />
            <label className={styles.field}>
              이미지 (PNG, JPEG, 700KB 이하)
              <input
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => onFile(event.target.files?.[0])}
              />
            </label>
            {draft.imageFileId && (
              <img
                src={routeUrl(fileDownload, { id: draft.imageFileId })}
                alt="배너 이미지 미리보기"
                style={{ maxWidth: 240, marginTop: 8 }}
              />
            )}
            {uploadError && <p className={styles.error}>{uploadError}</p>}
          </>
        )}
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
              onEdit={() => setDraft({ ...item })}
              onDelete={() => remove.mutate(item.id)}
            />
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
