import styles from '../admin.module.css';

/** What became of a console write: its error, or the given notice once it succeeded. */
export function WriteStatus({
  write,
  done,
}: {
  write: { error: Error | null; isSuccess: boolean };
  done: string;
}) {
  return (
    <>
      {write.error && <p className={styles.error}>{write.error.message}</p>}
      {write.isSuccess && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
    </>
  );
}
