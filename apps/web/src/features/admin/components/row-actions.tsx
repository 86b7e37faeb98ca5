import styles from '../admin.module.css';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** The row's main action (approve, publish) stands out. */
  primary?: boolean;
  /** The button's name when the label alone does not say which row it acts on. */
  name?: string;
  disabled?: boolean;
  /** Why the action is not available. */
  title?: string;
}

/** The buttons of a list row's 처리 cell. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.primary ? styles.button : styles.buttonSecondary}
          aria-label={action.name}
          disabled={action.disabled}
          title={action.title}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
