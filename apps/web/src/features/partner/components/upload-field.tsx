import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FileUpload } from '../../../shared/console/upload';
import styles from '../partner.module.css';
import { FileField } from './file-field';
import { UploadOutcome } from './upload-outcome';

interface UploadFieldProps {
  label: string;
  buttonLabel: string;
  accept: string;
  maxBytes: number;
  /** Said before sending when the file is over `maxBytes`. */
  tooLargeMessage: string;
  progressLabel: string;
  doneMessage: string;
  /** The upload's mutation (upload-logo, upload-document); it reports progress as it sends. */
  upload: UseMutationResult<unknown, Error, FileUpload>;
}

/** One console upload: the file field, the size check before sending, progress and outcome. */
export function UploadField(props: UploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const { upload } = props;
  return (
    <>
      <FileField
        label={props.label}
        buttonLabel={props.buttonLabel}
        accept={props.accept}
        onChange={(file) => {
          if (!file) return;
          if (file.size > props.maxBytes) {
            setLocalError(props.tooLargeMessage);
            return;
          }
          setLocalError(null);
          setProgress(0);
          upload.mutate({ file, onProgress: setProgress });
        }}
      />
      {progress !== null && upload.isPending && (
        <progress
          className={styles.progress}
          max={100}
          value={progress}
          aria-label={props.progressLabel}
        />
      )}
      <UploadOutcome
        succeeded={upload.isSuccess}
        done={props.doneMessage}
        error={localError ?? upload.error?.message}
      />
    </>
  );
}
