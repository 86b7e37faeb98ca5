import { ConsoleTable } from '../../../shared/console/console-table';
import { fairPriceSentence } from '../../../shared/format/fair-price';
import { QUOTE_ROW_GROUPS, QUOTE_ROW_LABELS, quoteRowValues } from '../../../shared/format/quote';
import { useMatchQuotes } from '../api/match-quotes';
import styles from '../admin.module.css';

const ROW_KEYS = QUOTE_ROW_GROUPS.flatMap((group) => group.keys);

/**
 * The operator's view of a match's quotes (issues 19 and 33): what each shortlisted contractor
 * offered, row by row as the owner compared them, one column per contractor.
 */
export function MatchQuotes({ matchId }: { matchId: number }) {
  const quotes = useMatchQuotes(matchId);
  if (quotes.error) return <p className={styles.error}>{quotes.error.message}</p>;
  if (!quotes.data) return <p>불러오는 중…</p>;
  const items = quotes.data.data;
  const values = items.map((item) => (item.quote ? quoteRowValues(item.quote) : null));
  return (
    <ConsoleTable
      className={styles.table}
      caption="시공사별 견적"
      columns={[
        '항목',
        ...items.map((item) => `${item.comName}${item.selectStatus === 'Y' ? ' (최종 선택)' : ''}`),
      ]}
      empty={items.length === 0 && '1차 선정된 시공사가 없습니다.'}
    >
      {ROW_KEYS.map((key) => (
        <tr key={key}>
          <th scope="row">{QUOTE_ROW_LABELS[key]}</th>
          {values.map((value, index) => (
            <td key={items[index]!.ccId}>{value ? value[key] : '견적 미제출'}</td>
          ))}
        </tr>
      ))}
      <tr>
        <th scope="row">적정가 비교</th>
        {items.map((item) => (
          <td key={item.ccId}>{item.fairPrice ? fairPriceSentence(item.fairPrice) : '-'}</td>
        ))}
      </tr>
    </ConsoleTable>
  );
}
