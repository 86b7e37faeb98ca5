import { useId, type ReactNode } from 'react';
import styles from './choice-group.module.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A set of mutually exclusive choices (real radio buttons, so the keyboard and screen readers
 * treat them as one group) drawn as the app's chips: the chosen one filled in the brand colour.
 */
export function ChoiceGroup<T extends string>(props: {
  legend: string;
  /** Shown to screen readers only when the surrounding text already names the choice. */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Choices side by side (short labels) or one per line (long ones). */
  layout?: 'row' | 'column';
}) {
  const name = useId();
  return (
    <fieldset className={`${styles.group} ${props.layout === 'column' ? styles.column : ''}`}>
      <legend className={props.hideLegend ? 'visually-hidden' : styles.legend}>
        {props.legend}
      </legend>
      <div className={styles.choices}>
        {props.choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
