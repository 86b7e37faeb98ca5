import {
  CONTRACTOR_FIGURE_LABELS,
  FIGURE_MARKS,
  MATCHING_TEXTS,
  type ContractorFigure,
} from '@haetbit/contracts';
import { useBizInfo } from '../api/get-biz-info';
import styles from './detail.module.css';
import own from './biz-info-popup.module.css';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { formatCapacity } from '../../../shared/format/number';

const kr = (value: number) => value.toLocaleString('ko-KR');
/** A rank the contractor did not give (0) reads '-', never '0위 / 0개사'. */
const rank = (own: number, total: number) =>
  own > 0 && total > 0 ? `${kr(own)}위 / ${kr(total)}개사` : '-';

/** A contractor's business information (spec sections 2 and 3). */
export function BizInfoPopup(props: { ccId: number; comName: string; onClose: () => void }) {
  const info = useBizInfo(props.ccId);
  const data = info.data;
  return (
    <MessagePopup
      title={`${data?.comName ?? props.comName} ${MATCHING_TEXTS.bizInfo}`}
      onClose={props.onClose}
      confirmLabel={MATCHING_TEXTS.close}
    >
      {data ? (
        <div className={own.bizInfo}>
          {data.intro ? <p className={own.intro}>{data.intro}</p> : null}
          <dl className={styles.facts}>
            {(
              [
                [
                  'constructionCapacity',
                  data.constructionCapacity > 0 ? formatCapacity(data.constructionCapacity) : '-',
                ],
                [
                  'constructionCnt',
                  data.constructionCnt > 0 ? `${kr(data.constructionCnt)}건` : '-',
                ],
                ['constructionPerformance', data.constructionPerformanceName || '-'],
                ['constructionCareer', data.constructionCareerName || '-'],
                ['capital', data.capital > 0 ? `${kr(data.capital)}백만원` : '-'],
                ['nationwideRank', rank(data.nationwideOwnLank, data.nationwideTotalLank)],
                ['localRank', rank(data.localOwnLank, data.localTotalLank)],
              ] as const satisfies readonly (readonly [ContractorFigure, string])[]
            ).map(([figure, value]) => {
              const verified = data.verifiedFigures.includes(figure);
              return (
                <div key={figure}>
                  <dt>{CONTRACTOR_FIGURE_LABELS[figure]}</dt>
                  <dd>
                    {value}
                    {value !== '-' && (
                      <span className={verified ? own.figureVerified : own.figureDeclared}>
                        {verified ? FIGURE_MARKS.verified : FIGURE_MARKS.selfDeclared}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className={own.figureNote}>
            {FIGURE_MARKS.selfDeclared}: 시공사가 직접 입력한 값 · {FIGURE_MARKS.verified}: 운영팀이
            확인한 값
          </p>
          <section className={own.bizReviews} aria-label="고객 후기">
            <h3>고객 후기</h3>
            {data.reviews.count === 0 ? (
              <p>아직 공개된 후기가 없습니다.</p>
            ) : (
              <>
                <p>
                  평균 <strong>{data.reviews.average?.toFixed(1)}점</strong> · 후기{' '}
                  {kr(data.reviews.count)}건
                </p>
                <ul>
                  {data.reviews.recent.map((review) => (
                    <li key={review.id}>
                      <span>
                        <span aria-hidden="true">
                          {'★'.repeat(review.score)}
                          {'☆'.repeat(Math.max(0, 5 - review.score))}
                        </span>
                        <span className="visually-hidden">5점 만점에 {review.score}점</span>{' '}
                        {review.writerName}
                      </span>
                      <p>{review.contents}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      ) : info.isError ? (
        <p role="alert">사업자 정보를 불러오지 못했습니다.</p>
      ) : (
        <p>불러오는 중…</p>
      )}
    </MessagePopup>
  );
}
