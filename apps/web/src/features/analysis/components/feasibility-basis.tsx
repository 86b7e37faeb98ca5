import type { FactBasis } from '@haetbit/contracts';
import { FACT_CONFIDENCE_LABELS } from '../lib/labels';
import styles from './feasibility-dialog.module.css';

/** '2024-06-26' → '2024.06.26', '2024-07' → '2024.07', '2018' → '2018년'. */
export function asOfText(asOf: string | null): string {
  if (!asOf) return '미상';
  return /^\d{4}$/.test(asOf) ? `${asOf}년` : asOf.replaceAll('-', '.');
}

/**
 * What a verdict rests on: each rule or data set with its 기준일, its source and how sure it is
 * (issue 31). An unconfirmed fact says so, never reads as certain.
 */
export function FeasibilityBasis({ basis }: { basis: readonly FactBasis[] | undefined }) {
  if (!basis || basis.length === 0) return null;
  return (
    <ul className={styles.basis} aria-label="판단 근거">
      {basis.map((fact, index) => (
        <li key={`${index}-${fact.topic}`}>
          <span className={styles.basisTopic}>{fact.topic}</span>
          <span className={styles.basisMeta}>
            기준일 {asOfText(fact.asOf)} · 출처 {fact.source} ·{' '}
            <span className={fact.confidence === 'confirmed' ? undefined : styles.unconfirmed}>
              {FACT_CONFIDENCE_LABELS[fact.confidence]}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
