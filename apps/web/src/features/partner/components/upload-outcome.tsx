import styles from '../partner.module.css';

/** The line under a file upload: done once it succeeded, or why the file was refused. */
export function UploadOutcome({
  succeeded,
  done,
  error,
}: {
  succeeded: boolean;
  done: string;
  error: string | null | undefined;
}) {
  return (
    <>
      {succeeded && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
