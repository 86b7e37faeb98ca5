import { useId, useRef, useState } from 'react';
import styles from '../partner.module.css';

interface FileFieldProps {
  /** What the file is for, with its limits: the field's label. */
  label: string;
  /** The button's text ('파일 선택'); the chosen file's name shows beside it. */
  buttonLabel?: string;
  accept: string;
  onChange: (file: File | null) => void;
  /** The name shown before a file is chosen. */
  placeholder?: string;
}

/**
 * A file input shown as the console's own button and the chosen file's name: the native control
 * stays in the page (keyboard, screen readers and tests use it) but is drawn by its label.
 */
export function FileField({
  label,
  buttonLabel = '파일 선택',
  accept,
  onChange,
  placeholder = '선택한 파일이 없습니다.',
}: FileFieldProps) {
  const id = useId();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>{label}</span>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          className={styles.fileInput}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={nameId}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setName(file?.name ?? null);
            onChange(file);
          }}
        />
        <label htmlFor={id} className={styles.fileButton}>
          {buttonLabel}
        </label>
        <span id={nameId} className={name ? styles.fileName : styles.muted}>
          {name ?? placeholder}
        </span>
      </div>
    </div>
  );
}
