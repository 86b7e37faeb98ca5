import { ConsoleTable } from '../../../shared/console/console-table';
import { useMatchQuotes } from '../api/match-quotes';
import styles from '../admin.module.css';

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/** The operator's view of a match's quotes (issue 19): what each shortlisted contractor offered. */
export function MatchQuotes({ matchId }: { matchId: number }) {
  const quotes = useMatchQuotes(matchId);
  if (quotes.error) return <p className={styles.error}>{quotes.error.message}</p>;
  if (!quotes.data) return <p>불러오는 중…</p>;
  return (
    <ConsoleTable
      className={styles.table}
      caption="시공사별 견적"
      columns={[
        '시공사',
        '총 공사비',
        'kW당',
        '모듈',
        '인버터 · 구조물',
        '보증(시공/인버터/모듈)',
        '공사 기간',
        '금융 지원',
        '유효기간',
      ]}
      empty={quotes.data.data.length === 0 && '1차 선정된 시공사가 없습니다.'}
    >
      {quotes.data.data.map((item) => {
        const quote = item.quote;
        return (
          <tr key={item.ccId}>
            <td>
              {item.comName}
              {item.selectStatus === 'Y' ? ' (최종 선택)' : ''}
            </td>
            {quote ? (
              <>
                <td>{won(quote.totalPriceKrw)}</td>
                <td>{won(quote.pricePerKwKrw)}</td>
                <td>
                  {quote.moduleMaker} {quote.moduleModel} {quote.moduleWatt}W
                </td>
                <td>
                  {quote.inverterMaker} · {quote.structure}
                </td>
                <td>
                  {quote.warrantyWorkYears}/{quote.warrantyInverterYears}/
                  {quote.warrantyModuleYears}년
                </td>
                <td>{quote.constructionDays}일</td>
                <td>
                  {quote.financingHelp ? '지원' : '없음'}
                  {quote.financingNote ? ` · ${quote.financingNote}` : ''}
                </td>
                <td>{quote.validUntil}</td>
              </>
            ) : (
              <td colSpan={8}>견적 미제출</td>
            )}
          </tr>
        );
      })}
    </ConsoleTable>
  );
}
