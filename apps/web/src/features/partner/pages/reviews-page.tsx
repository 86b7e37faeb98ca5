import { ConsoleTable } from '../../../shared/console/console-table';
import { formatDate } from '../../../shared/format/date';
import { useOwnReviews } from '../api/get-reviews';
import styles from '../partner.module.css';

/**
 * 고객 후기: the owners' reviews of this contractor that an operator published, as owners see
 * them in the business info (issue 19).
 */
export function ReviewsPage() {
  const reviews = useOwnReviews();
  const data = reviews.data;
  return (
    <>
      <h1 className={styles.title}>고객 후기</h1>
      <p className={styles.notice}>
        매칭을 마친 고객이 남긴 후기 중 운영자가 검토해 공개한 후기입니다. 고객에게 보이는 사업자
        정보에도 같은 평균과 최근 후기가 표시됩니다.
      </p>
      {reviews.error && (
        <p className={styles.error} role="alert">
          {reviews.error.message}
        </p>
      )}
      {data && (
        <p>
          {data.count === 0
            ? '아직 공개된 후기가 없습니다.'
            : `평균 ${data.average?.toFixed(1) ?? '-'}점 · 후기 ${data.count.toLocaleString('ko-KR')}건`}
        </p>
      )}
      {data && data.count > 0 && (
        <ConsoleTable
          className={styles.table}
          caption="공개된 고객 후기"
          columns={['작성일', '작성자', '점수', '내용']}
        >
          {data.data.map((review) => (
            <tr key={review.id}>
              <td>{formatDate(review.createdAt)}</td>
              <td>{review.writerName}</td>
              <td>{review.score}점</td>
              <td>{review.contents}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
