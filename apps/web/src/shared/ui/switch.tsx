import { useId } from 'react';
import styles from './switch.module.css';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off control announced as a switch (role="switch", aria-checked). */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <div>
        <div className={styles.label}>{label}</div>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className={checked ? `${styles.track} ${styles.on}` : styles.track}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
