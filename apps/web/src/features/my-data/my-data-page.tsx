import { useId, useState, type ReactNode } from 'react';
import {
  MATCH_STATUS_LABELS,
  PRIVACY_TEXTS,
  type MatchStatus,
  type PrivacyExport,
} from '@haetbit/contracts';
import { ApiError } from '../../shared/api/client';
import { downloadFile } from '../../shared/download-file';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import { Popup } from '../../shared/ui/popup';
import { useEraseMyData, useMyData } from './api/my-data';
import styles from './my-data-page.module.css';

const CONSENT_LABELS: Record<PrivacyExport['consents'][number]['kind'], string> = {
  PIPP: '개인정보 처리방침',
  ADV_ALIM: '광고성 정보 수신',
  MATCH_ALIM: '매칭 알림',
  THIRD_PARTY: '개인정보 제3자 제공',
};

const statusLabel = (status: string) =>
  MATCH_STATUS_LABELS[status as MatchStatus] ?? (status === 'ANL' ? '분석 완료' : status);
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');
const orDash = (text: string | null) => (text ? text : '-');

/** The export as a JSON file of its own, named by the day it was made. */
function exportFile(data: PrivacyExport): File {
  const day = formatDate(data.exportedAt).replaceAll('.', '-');
  return new File([JSON.stringify(data, null, 2)], `햇빛매칭_내정보_${day}.json`, {
    type: 'application/json',
  });
}

/**
 * 내 정보 관리 (the privacy policy's 제7조): what the service holds about this device's owner, by
 * section, saved as a file the way the profit report is; and the deletion of all of it behind a
 * confirmation dialog.
 */
export function MyDataPage() {
  const data = useMyData();
  const erase = useEraseMyData();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <AppHeader title={PRIVACY_TEXTS.title} />
      <main className={styles.main}>
        {erase.isSuccess ? (
          <p className={styles.status} role="status">
            {PRIVACY_TEXTS.erased}
          </p>
        ) : data.data ? (
          <>
            <p className={styles.lead}>{PRIVACY_TEXTS.intro}</p>
            <Sections data={data.data} />
            <div className={styles.actions}>
              <button
                type="button"
                className={buttons.primary}
                onClick={() => downloadFile(exportFile(data.data))}
              >
                {PRIVACY_TEXTS.save}
              </button>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setConfirming(true)}
              >
                {PRIVACY_TEXTS.erase}
              </button>
            </div>
          </>
        ) : (
          <p className={styles.status} role="status">
            {data.isError ? '정보를 불러오지 못했습니다.' : '불러오는 중…'}
          </p>
        )}
      </main>
      {confirming && !erase.isSuccess ? (
        <Popup
          title={PRIVACY_TEXTS.eraseTitle}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setConfirming(false)}
              >
                {PRIVACY_TEXTS.cancel}
              </button>
              <button
                type="button"
                className={buttons.primary}
                disabled={erase.isPending}
                onClick={() => erase.mutate()}
              >
                {PRIVACY_TEXTS.eraseConfirm}
              </button>
            </>
          }
        >
          <p className={styles.lead}>{PRIVACY_TEXTS.eraseBody}</p>
          {erase.error ? (
            <p className={styles.error} role="alert">
              {erase.error instanceof ApiError
                ? erase.error.message
                : '잠시 후 다시 시도해 주세요.'}
            </p>
          ) : null}
        </Popup>
      ) : null}
    </>
  );
}

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {count === 0 ? <p className={styles.empty}>{PRIVACY_TEXTS.empty}</p> : children}
    </section>
  );
}

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Sections({ data }: { data: PrivacyExport }) {
  const { sections } = PRIVACY_TEXTS;
  return (
    <>
      <Section title={sections.user} count={data.user ? 1 : 0}>
        {data.user ? (
          <Fields
            rows={[
              ['기기 식별자', data.user.deviceId],
              ['처음 이용', when(data.user.createdAt)],
              ['이용 횟수', `${data.user.accessCnt}회`],
            ]}
          />
        ) : null}
      </Section>
      <Section title={sections.consents} count={data.consents.length}>
        <ul className={styles.items}>
          {data.consents.map((consent) => (
            <li key={`${consent.kind}-${consent.matchReqId ?? 0}`} className={styles.item}>
              <Fields
                rows={[
                  [
                    CONSENT_LABELS[consent.kind],
                    `${consent.given ? '동의' : '동의하지 않음'}${consent.version ? ` (${consent.version}판)` : ''}`,
                  ],
                  ['일시', when(consent.at)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={sections.analyses} count={data.analyses.length}>
        <ul className={styles.items}>
          {data.analyses.map((analysis) => (
            <li key={analysis.id} className={styles.item}>
              <Fields
                rows={[
                  ['주소', analysis.roadAddress ?? analysis.address],
                  ['상태', statusLabel(analysis.status)],
                  ['분석일', when(analysis.createdAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={sections.requests} count={data.requests.length}>
        <ul className={styles.items}>
          {data.requests.map((request) => (
            <li key={request.id} className={styles.item}>
              <Fields
                rows={[
                  ['주소', request.address],
                  ['상태', statusLabel(request.status)],
                  ['신청일', when(request.reqDate)],
                  ['이름', orDash(request.name)],
                  ['휴대폰 번호', orDash(request.phone)],
                  ['이메일', orDash(request.email)],
                  ['메모', orDash(request.memo)],
                  ['받은 알림', `${request.notifications.length}건`],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={sections.reviews} count={data.reviews.length}>
        <ul className={styles.items}>
          {data.reviews.map((review) => (
            <li key={review.id} className={styles.item}>
              <Fields
                rows={[
                  ['제목', orDash(review.title)],
                  ['내용', review.contents],
                  ['평점', `${review.score}점`],
                  ['작성일', when(review.createdAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={sections.messages} count={data.messages.length}>
        <ul className={styles.items}>
          {data.messages.map((message, index) => (
            <li key={index} className={styles.item}>
              <Fields
                rows={[
                  ['보낸 사람', message.from === 'owner' ? '나' : '시공사'],
                  [message.kind === 'visit' ? '현장 방문 제안' : '내용', orDash(message.body)],
                  ...(message.visitTimes
                    ? ([['제안 시간', message.visitTimes.map(when).join(', ')]] as [
                        string,
                        string,
                      ][])
                    : []),
                  ['일시', when(message.at)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
