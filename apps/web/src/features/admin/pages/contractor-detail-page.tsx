import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link';
import {
  checkMark,
  CONTRACTOR_FACT_LABELS,
  CONTRACTOR_FACTS,
  CONTRACTOR_FIGURE_LABELS,
  CONTRACTOR_FIGURES,
  CONTRACTOR_SECTION_LABELS,
  CONTRACTOR_SECTIONS,
  CONTRACTOR_STATUS_LABELS,
  DOCUMENTS_MISSING_LABEL,
  factText,
  FIGURE_MARKS,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  sidoName,
  formatBusinessNumber,
  withParticle,
  type AdminContractorDetail,
  type ContractorFigure,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { useChangeContractorStatus } from '../api/change-contractor-status';
import { useCheckFigure } from '../api/check-figure';
import { useCheckFact } from '../api/check-fact';
import { useCheckSection } from '../api/check-section';
import {
  contractorDocumentUrl,
  contractorPlantPhotoUrl,
  useContractorDetail,
} from '../api/get-contractor-detail';
import styles from '../admin.module.css';
import { formatDateTime } from './format';
import { formatCapacity } from '../../../shared/format/number';
import { plantPhotoAlt, plantText, warrantyText } from '../../../shared/format/sections';

type Profile = AdminContractorDetail['profile'];
const kr = (value: number) => value.toLocaleString('ko-KR');
const rank = (own: number, total: number) =>
  own > 0 && total > 0 ? `${kr(own)}위 / ${kr(total)}개사` : '-';

/** Each figure as the owner's business-info popup shows it. */
const FIGURE_VALUES: Record<ContractorFigure, (profile: Profile) => string> = {
  constructionCapacity: (p) =>
    p.constructionCapacity > 0 ? formatCapacity(p.constructionCapacity) : '-',
  constructionCnt: (p) => (p.constructionCnt > 0 ? `${kr(p.constructionCnt)}건` : '-'),
  constructionPerformance: (p) => p.constructionPerformanceName || '-',
  constructionCareer: (p) => p.constructionCareerName || '-',
  capital: (p) => (p.capital > 0 ? `${kr(p.capital)}백만원` : '-'),
  nationwideRank: (p) => rank(p.nationwideOwnLank, p.nationwideTotalLank),
  localRank: (p) => rank(p.localOwnLank, p.localTotalLank),
};

/**
 * A contractor before and after approval (decision 015): the 전기공사업 registration number, both
 * documents to open, the decision, and the checks of the figures owners read.
 */
export function ContractorDetailPage() {
  const id = Number(useParams().id);
  const detail = useContractorDetail(id);
  const check = useCheckFigure(id);
  const checkFact = useCheckFact(id);
  const checkSection = useCheckSection(id);
  const [done, setDone] = useState<string | null>(null);
  // A decision is asked once more before it is sent, as on the list (walk minor 36).
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const change = useChangeContractorStatus();
  const decide = {
    isPending: change.isPending,
    error: change.error,
    mutate: (
      action: 'approve' | 'reject',
      options: { onSuccess: () => void; onError: () => void },
    ) => change.mutate({ id, action }, options),
  };
  if (detail.error) return <p className={styles.error}>{detail.error.message}</p>;
  if (!detail.data) return <p>불러오는 중…</p>;
  const { account, documents, profile } = detail.data;
  const complete = PARTNER_DOCUMENT_KINDS.every((kind) =>
    documents.some((item) => item.kind === kind),
  );
  return (
    <>
      <p>
        <Link to="/admin/contractors">← 시공사 목록</Link>
      </p>
      <h1 className={styles.title}>
        {account.comName} · {CONTRACTOR_STATUS_LABELS[account.status]}
      </h1>
      <section className={styles.card} aria-label="가입 정보">
        <dl
          style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: '6px 12px', margin: 0 }}
        >
          <dt>아이디</dt>
          <dd>{account.userId}</dd>
          <dt>대표 · 연락처</dt>
          <dd>
            {account.representative} · {account.phone} · {account.email}
          </dd>
          <dt>사업자등록번호</dt>
          <dd>{formatBusinessNumber(account.businessNumber)}</dd>
          <dt>전기공사업 등록번호</dt>
          <dd>{account.licenceNumber ?? '미입력'}</dd>
          <dt>서비스 지역</dt>
          <dd>{profile.regions.map(sidoName).join(', ') || '-'}</dd>
          <dt>가입일</dt>
          <dd>{formatDateTime(account.createdAt)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-label="제출 서류">
        <h2 className={styles.subtitle}>제출 서류</h2>
        {!complete && (
          <p className={styles.error} role="status">
            {DOCUMENTS_MISSING_LABEL}: 두 서류가 모두 제출되어야 승인할 수 있습니다.
          </p>
        )}
        <ul>
          {PARTNER_DOCUMENT_KINDS.map((kind) => {
            const item = documents.find((entry) => entry.kind === kind);
            const label = PARTNER_DOCUMENT_LABELS[kind];
            return (
              <li key={kind}>
                {item ? (
                  <>
                    {/* Every document downloads, a PDF or a scan alike (walk minor 38). */}
                    <a href={contractorDocumentUrl(id, kind)} download>
                      {label} 내려받기
                    </a>{' '}
                    <span className={styles.muted}>({formatDateTime(item.uploadedAt)} 제출)</span>
                  </>
                ) : (
                  <>
                    {label}: <strong>미제출</strong>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {(account.status === 'pending' || account.status === 'rejected') && (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={!complete || decide.isPending}
              onClick={() => setAsking('approve')}
            >
              승인
            </button>
            {account.status === 'pending' && (
              <button
                type="button"
                className={styles.buttonSecondary}
                disabled={decide.isPending}
                onClick={() => setAsking('reject')}
              >
                반려
              </button>
            )}
          </div>
        )}
        {asking && (
          <MessagePopup
            title={`시공사 ${asking === 'approve' ? '승인' : '반려'}`}
            confirmLabel={asking === 'approve' ? '승인' : '반려'}
            busy={decide.isPending}
            onClose={() => setAsking(null)}
            onConfirm={() =>
              decide.mutate(asking, {
                onSuccess: () => {
                  setDone(
                    asking === 'approve'
                      ? `${account.comName} 승인을 마쳤습니다.`
                      : `${account.comName} 가입을 반려했습니다.`,
                  );
                  setAsking(null);
                },
                onError: () => setAsking(null),
              })
            }
          >
            <p>
              {withParticle(account.comName, '을/를')} {asking === 'approve' ? '승인' : '반려'}
              할까요?
              {asking === 'approve'
                ? ' 승인하면 요청에 지원할 수 있게 되고, 가입한 휴대폰과 이메일로 안내가 나갑니다.'
                : ''}
            </p>
          </MessagePopup>
        )}
        {done && (
          <p className={styles.notice} role="status">
            {done}
          </p>
        )}
        {decide.error && (
          <p className={styles.error} role="alert">
            {decide.error.message}
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="등록 사항 확인">
        <h2 className={styles.subtitle}>등록 사항 확인</h2>
        <p className={styles.muted}>
          제출 서류를 열어 각 항목을 대조한 뒤 확인 표시를 해 주세요. 고객에게는 확인한 항목이
          &lsquo;운영팀 확인 · 날짜&rsquo;로, 나머지는 &lsquo;{FIGURE_MARKS.selfDeclared}&rsquo;로
          보입니다. 값이 바뀌면 확인이 풀립니다.
        </p>
        <ConsoleTable
          className={styles.table}
          caption="서류로 확인할 등록 사항"
          columns={['항목', '값', '상태', '처리']}
        >
          {CONTRACTOR_FACTS.map((fact) => {
            const entry = profile.facts.find((item) => item.fact === fact);
            const verified = entry?.checkedAt != null;
            const label = CONTRACTOR_FACT_LABELS[fact];
            return (
              <tr key={fact}>
                <td>{label}</td>
                <td>{entry ? factText(entry, new Date()) : '-'}</td>
                <td>
                  <span className={styles.badge}>
                    {entry ? checkMark(entry.checkedAt) : '미입력'}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className={verified ? styles.buttonSecondary : styles.button}
                    disabled={checkFact.isPending || !entry || (!verified && !complete)}
                    aria-label={`${label} ${verified ? '확인 취소' : '확인 표시'}`}
                    onClick={() => checkFact.mutate({ fact, verified: !verified })}
                  >
                    {verified ? '확인 취소' : '확인 표시'}
                  </button>
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
        {checkFact.error && (
          <p className={styles.error} role="alert">
            {checkFact.error.message}
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="보증·준공 실적 확인">
        <h2 className={styles.subtitle}>보증·준공 실적 확인</h2>
        <p className={styles.muted}>
          보증 증권과 준공 자료를 대조한 뒤 항목마다 확인 표시를 해 주세요. 시공사가 내용을 고치면
          확인이 풀립니다.
        </p>
        <ConsoleTable
          className={styles.table}
          caption="시공사가 입력한 보증과 준공 실적"
          columns={['항목', '내용', '상태', '처리']}
        >
          {CONTRACTOR_SECTIONS.map((section) => {
            const { warranty, plants } = profile.sections;
            const filled =
              section === 'warranty' ? warranty.bond !== null : plants.entries.length > 0;
            const checkedAt = section === 'warranty' ? warranty.checkedAt : plants.checkedAt;
            const verified = checkedAt !== null;
            const label = CONTRACTOR_SECTION_LABELS[section];
            return (
              <tr key={section}>
                <td>{label}</td>
                <td>
                  {section === 'warranty' ? (
                    warranty.bond ? (
                      warrantyText(warranty.bond)
                    ) : (
                      '-'
                    )
                  ) : filled ? (
                    <ul>
                      {plants.entries.map((plant, index) => (
                        <li key={index}>
                          {plantText(plant)}
                          {plant.photoFileIds.length > 0 && (
                            <span className={styles.plantPhotos}>
                              {plant.photoFileIds.map((fileId, at) => (
                                <a
                                  key={fileId}
                                  href={contractorPlantPhotoUrl(id, fileId)}
                                  target="_blank"
                                  rel="noreferrer"
                                >
                                  <img
                                    src={contractorPlantPhotoUrl(id, fileId)}
                                    alt={plantPhotoAlt(plant, at, plant.photoFileIds.length)}
                                  />
                                </a>
                              ))}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '-'
                  )}
                </td>
                <td>
                  <span className={styles.badge}>{filled ? checkMark(checkedAt) : '미입력'}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className={verified ? styles.buttonSecondary : styles.button}
                    disabled={checkSection.isPending || !filled}
                    aria-label={`${label} ${verified ? '확인 취소' : '확인 표시'}`}
                    onClick={() => checkSection.mutate({ section, verified: !verified })}
                  >
                    {verified ? '확인 취소' : '확인 표시'}
                  </button>
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
        {checkSection.error && (
          <p className={styles.error} role="alert">
            {checkSection.error.message}
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="사업자 정보 확인">
        <h2 className={styles.subtitle}>사업자 정보 확인</h2>
        <p className={styles.muted}>
          고객에게는 확인하지 않은 항목이 &lsquo;{FIGURE_MARKS.selfDeclared}&rsquo;, 확인한 항목이
          &lsquo;{FIGURE_MARKS.verified}&rsquo;으로 보입니다. 시공사가 값을 고치면 확인이 풀립니다.
        </p>
        <ConsoleTable
          className={styles.table}
          caption="고객에게 보이는 항목"
          columns={['항목', '값', '상태', '처리']}
        >
          {CONTRACTOR_FIGURES.map((figure) => {
            const verified = profile.verifiedFigures.includes(figure);
            const label = CONTRACTOR_FIGURE_LABELS[figure];
            const value = FIGURE_VALUES[figure](profile);
            // A figure not given cannot be checked (a mark already set can still be taken back).
            const empty = value === '-';
            return (
              <tr key={figure}>
                <td>{label}</td>
                <td>{value}</td>
                <td>
                  <span className={styles.badge}>
                    {verified ? FIGURE_MARKS.verified : FIGURE_MARKS.selfDeclared}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className={verified ? styles.buttonSecondary : styles.button}
                    disabled={check.isPending || (empty && !verified)}
                    aria-label={`${label} ${verified ? '확인 취소' : '확인 표시'}`}
                    onClick={() => check.mutate({ figure, verified: !verified })}
                  >
                    {verified ? '확인 취소' : '확인 표시'}
                  </button>
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
        {check.error && (
          <p className={styles.error} role="alert">
            {check.error.message}
          </p>
        )}
      </section>
    </>
  );
}
