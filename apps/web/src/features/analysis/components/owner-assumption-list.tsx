import type { OwnerAssumption, OwnerSource } from '@haetbit/solar/forecast-output';
import { CONFIDENCE_LABELS_KO } from '@haetbit/solar/forecast-output';
import { formatWonAsManwon } from '../../../shared/format/number';
import { asOfText } from './feasibility-basis';
import styles from './owner-assumption-list.module.css';

/** An assumption's value as an owner reads it: money in 만원, other numbers grouped. */
export function ownerValueText(entry: Pick<OwnerAssumption, 'value' | 'unitKo'>): string {
  const { value, unitKo } = entry;
  if (value === null) return '넣지 않음';
  if (typeof value === 'string') return unitKo ? `${value} ${unitKo}` : value;
  if (unitKo === '원') return formatWonAsManwon(value);
  if (unitKo === '원/년') return `연 ${formatWonAsManwon(value)}`;
  const number = value.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
  return unitKo === '%' || unitKo === '배' || unitKo === '년' || unitKo === '년차'
    ? `${number}${unitKo}`
    : `${number} ${unitKo}`.trim();
}

/** '한국에너지공단 · 자료명 · 기준일 2025.11.28 · 확인됨' (unconfirmed ones marked). */
export function OwnerSourceLine({ source }: { source: OwnerSource }) {
  const label = CONFIDENCE_LABELS_KO[source.confidence];
  const unsure = source.confidence === 'unconfirmed';
  return (
    <span className={styles.source}>
      {source.org} · {source.title} · 기준일 {asOfText(source.asOf)} ·{' '}
      <span className={unsure ? styles.unconfirmed : undefined}>{label}</span>
    </span>
  );
}

/** Whether any source of the assumption is unconfirmed. */
export const isUnconfirmed = (entry: OwnerAssumption) =>
  entry.sources.some((source) => source.confidence === 'unconfirmed');

/**
 * The owner-level assumptions of a forecast (issue 32): each with its Korean name, the value
 * used, one plain sentence and the sources an owner recognises (기관명, 자료명, 기준일), the
 * unconfirmed ones marked '미확인'. Engineering notes never appear here.
 */
export function OwnerAssumptionList(props: {
  entries: readonly OwnerAssumption[];
  label: string;
  compact?: boolean;
}) {
  return (
    <ul
      className={props.compact ? `${styles.list} ${styles.compact}` : styles.list}
      aria-label={props.label}
    >
      {props.entries.map((entry) => (
        <li key={entry.key} className={styles.item}>
          <span className={styles.name}>
            {entry.labelKo}
            {isUnconfirmed(entry) ? <span className={styles.badge}>미확인</span> : null}
          </span>
          <span className={styles.value}>{ownerValueText(entry)}</span>
          <span className={styles.explanation}>{entry.explanationKo}</span>
          <span className={styles.sources}>
            {entry.sources.map((source, index) => (
              <OwnerSourceLine key={index} source={source} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
