import {
  checkMark,
  CONTRACTOR_FACT_LABELS,
  CONTRACTOR_FIGURE_LABELS,
  CONTRACTOR_SECTION_LABELS,
  type ContractorBizInfo,
  type ContractorFigure,
  factText,
  FIGURE_MARKS,
  MATCHING_TEXTS,
  fileView,
} from '@haetbit/contracts';
import { useBizInfo } from '../api/get-biz-info';
import styles from './detail.module.css';
import own from './biz-info-popup.module.css';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { formatCapacity, formatManwon } from '../../../shared/format/number';
import { serverNow } from '../../../shared/api/server-time';
import { plantPhotoAlt, plantsText, warrantyText } from '../../../shared/format/sections';
import { routeUrl } from '../../../shared/api/client';

const kr = (value: number) => value.toLocaleString('ko-KR');
/** A rank the contractor did not give (0) reads '-', never '0위 / 0개사'. */
const rank = (own: number, total: number) =>
  own > 0 && total > 0 ? `${kr(own)}위 / ${kr(total)}개사` : '-';

interface FactRow {
  key: string;
  label: string;
  value: string;
  /** When an operator checked it; null for the contractor's own statement. */
  checkedAt: string | null;
  /** Photos shown under the value (the finished plants', once an operator checked them). */
  photos?: { fileId: string; alt: string }[];
}

/** The figures of spec section 3 as rows; an empty one reads '-' and carries no mark. */
function figureRows(data: ContractorBizInfo): FactRow[] {
  const values: [ContractorFigure, string][] = [
    [
      'constructionCapacity',
      data.constructionCapacity > 0 ? formatCapacity(data.constructionCapacity) : '-',
    ],
    ['constructionCnt', data.constructionCnt > 0 ? `${kr(data.constructionCnt)}건` : '-'],
    ['constructionPerformance', data.constructionPerformanceName || '-'],
    ['constructionCareer', data.constructionCareerName || '-'],
    // 자본금 is kept in 백만원; owners read it in 억/만원.
    ['capital', data.capital > 0 ? formatManwon(data.capital * 100) : '-'],
    ['nationwideRank', rank(data.nationwideOwnLank, data.nationwideTotalLank)],
    ['localRank', rank(data.localOwnLank, data.localTotalLank)],
  ];
  return values.map(([figure, value]) => ({
    key: figure,
    label: CONTRACTOR_FIGURE_LABELS[figure],
    value,
    checkedAt:
      value === '-'
        ? null
        : (data.figureChecks.find((check) => check.figure === figure)?.checkedAt ?? null),
  }));
}

function Rows(props: { rows: FactRow[] }) {
  return (
    <dl className={styles.facts}>
      {props.rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.value !== '-' && (
              <span className={row.checkedAt ? own.figureVerified : own.figureDeclared}>
                {checkMark(row.checkedAt)}
              </span>
            )}
            {row.photos && row.photos.length > 0 && (
              <ul className={own.plantPhotos}>
                {row.photos.map((photo) => (
                  <li key={photo.fileId}>
                    <img src={routeUrl(fileView, { id: photo.fileId })} alt={photo.alt} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What an operator checked against the contractor's documents, apart from what the contractor
 * states itself (issue 33): registration facts first, then the figures of spec section 3.
 */
function FactSections({ data }: { data: ContractorBizInfo }) {
  const now = serverNow();
  const facts: FactRow[] = data.facts.map((entry) => ({
    key: entry.fact,
    label: CONTRACTOR_FACT_LABELS[entry.fact],
    value: factText(entry, now),
    checkedAt: entry.checkedAt,
  }));
  const { warranty, plants } = data.sections;
  const sections: FactRow[] = [
    ...(warranty.bond
      ? [
          {
            key: 'warranty',
            label: CONTRACTOR_SECTION_LABELS.warranty,
            value: warrantyText(warranty.bond),
            checkedAt: warranty.checkedAt,
          },
        ]
      : []),
    ...(plants.entries.length > 0
      ? [
          {
            key: 'plants',
            label: CONTRACTOR_SECTION_LABELS.plants,
            value: plantsText(plants.entries),
            checkedAt: plants.checkedAt,
            // The server names photos only of plants an operator checked (decision 028).
            photos: plants.entries.flatMap((plant) =>
              plant.photoFileIds.map((fileId, index) => ({
                fileId,
                alt: plantPhotoAlt(plant, index, plant.photoFileIds.length),
              })),
            ),
          },
        ]
      : []),
  ];
  const rows = [...facts, ...sections, ...figureRows(data)];
  const checked = rows.filter((row) => row.checkedAt !== null);
  const declared = rows.filter((row) => row.checkedAt === null);
  return (
    <>
      <section className={own.factGroup} aria-label="운영팀이 확인한 정보">
        <h3>운영팀이 서류로 확인한 정보</h3>
        {checked.length > 0 ? (
          <Rows rows={checked} />
        ) : (
          <p className={own.figureNote}>아직 운영팀이 확인한 항목이 없습니다.</p>
        )}
      </section>
      <section className={own.factGroup} aria-label="시공사가 직접 입력한 정보">
        <h3>시공사가 직접 입력한 정보</h3>
        <Rows rows={declared} />
      </section>
      <p className={own.figureNote}>
        운영팀 확인: 사업자등록증·전기공사업 등록증, 보증 증권이나 준공 자료와 대조한 날짜 ·{' '}
        {FIGURE_MARKS.selfDeclared}: 시공사가 직접 입력한 값
      </p>
    </>
  );
}

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
          <FactSections data={data} />
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
