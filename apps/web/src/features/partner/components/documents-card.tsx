import {
  PARTNER_DOCUMENT_ACCEPT,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  PARTNER_DOCUMENT_MAX_BYTES,
  type PartnerDocument,
  type PartnerDocumentKind,
} from '@haetbit/contracts';
import { formatDate } from '../../../shared/format/date';
import { ownDocumentUrl, useDocumentUpload } from '../api/upload-document';
import { useMe } from '../api/get-me';
import styles from '../partner.module.css';
import { UploadField } from './upload-field';

/**
 * The vetting documents (decision 015): what was handed in, and a new upload of each. Only the
 * contractor and the operators can open them.
 */
export function DocumentsCard() {
  const me = useMe();
  if (!me.data) return null;
  const documents = me.data.documents;
  return (
    <section className={styles.card} aria-label="제출 서류">
      <h2 className={styles.subtitle} style={{ marginTop: 0 }}>
        제출 서류
      </h2>
      <p>
        전기공사업 등록번호: <strong>{me.data.licenceNumber ?? '미입력'}</strong>
      </p>
      <p className={styles.muted}>
        사업자등록증과 전기공사업 등록증이 모두 제출되어야 운영자가 가입을 승인할 수 있습니다.
        서류는 운영자와 회사만 볼 수 있습니다.
      </p>
      {PARTNER_DOCUMENT_KINDS.map((kind) => (
        <DocumentRow
          key={kind}
          kind={kind}
          current={documents.find((item) => item.kind === kind) ?? null}
        />
      ))}
    </section>
  );
}

function DocumentRow({
  kind,
  current,
}: {
  kind: PartnerDocumentKind;
  current: PartnerDocument | null;
}) {
  const upload = useDocumentUpload(kind);
  const label = PARTNER_DOCUMENT_LABELS[kind];
  return (
    <div className={styles.field}>
      <p>
        {label}:{' '}
        {current ? (
          <>
            제출함 ({formatDate(current.uploadedAt)}){' '}
            <a href={ownDocumentUrl(kind)} download>
              {label} 내려받기
            </a>
          </>
        ) : (
          <strong>미제출</strong>
        )}
      </p>
      <UploadField
        label={`${label} 파일 (PDF, PNG, JPEG · 10MB 이하)`}
        buttonLabel={current ? '다시 올리기' : '파일 선택'}
        accept={PARTNER_DOCUMENT_ACCEPT}
        maxBytes={PARTNER_DOCUMENT_MAX_BYTES}
        tooLargeMessage="10MB 이하의 파일만 올릴 수 있습니다."
        progressLabel={`${label} 업로드 진행률`}
        doneMessage={`${label}을 제출했습니다.`}
        upload={upload}
      />
    </div>
  );
}
