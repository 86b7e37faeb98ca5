import { useState, type FormEvent } from 'react';
import { PARTNER_FILE_LIMITS } from '@haetbit/contracts';
import { useProposalUpload } from '../api/upload-proposal';
import styles from '../partner.module.css';
import { FileField } from './file-field';
import { UploadOutcome } from './upload-outcome';

/** One PDF up to 20 MB, uploaded with a progress bar; sending again replaces the proposal. */
export function ProposalUpload({
  matchReqId,
  replacing,
}: {
  matchReqId: number;
  replacing: boolean;
}) {
  // A new key clears the chosen file's name once it was sent.
  const [fieldKey, setFieldKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useProposalUpload(matchReqId, setProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > PARTNER_FILE_LIMITS.proposalBytes) {
      setLocalError('제안서는 20MB 이하의 PDF 파일만 올릴 수 있습니다.');
      return;
    }
    setLocalError(null);
    setProgress(0);
    upload.mutate(file, {
      onSettled: () => {
        setFile(null);
        setFieldKey((key) => key + 1);
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="제안서 제출">
      <FileField
        key={fieldKey}
        label={replacing ? '제안서 교체 (PDF, 20MB 이하)' : '제안서 (PDF, 20MB 이하)'}
        buttonLabel="PDF 파일 선택"
        accept="application/pdf,.pdf"
        onChange={(chosen) => {
          setFile(chosen);
          upload.reset();
          setProgress(null);
        }}
      />
      <button type="submit" className={styles.button} disabled={!file || upload.isPending}>
        {replacing ? '제안서 교체하기' : '제안서 제출하기'}
      </button>
      {progress !== null && (upload.isPending || upload.isSuccess) && (
        <p>
          <progress
            className={styles.progress}
            max={100}
            value={progress}
            aria-label="제안서 업로드 진행률"
          />{' '}
          {progress}%
        </p>
      )}
      <UploadOutcome
        succeeded={upload.isSuccess}
        done="제안서를 제출했습니다."
        error={localError ?? upload.error?.message}
      />
    </form>
  );
}
