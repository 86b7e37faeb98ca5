import type { ReactNode } from 'react';
import type { Farmland, FeasibilityItem, InstallType, LandData } from '@haetbit/contracts';
import { formatArea } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { Disclosure } from '../../../shared/ui/disclosure';
import { Layer } from '../../../shared/ui/layer';
import { TOTAL_VERDICT_TEXT, VERDICT_LABELS } from '../lib/labels';
import { FeasibilityBasis } from './feasibility-basis';
import styles from './feasibility-dialog.module.css';

interface FeasibilityDialogProps {
  landData: LandData;
  installType: InstallType;
  onClose: () => void;
  onRecruit?: () => void;
}

function VerdictBadge({ item }: { item: Pick<FeasibilityItem, 'verdict'> }) {
  return (
    <span className={`${styles.badge} ${styles[`v${item.verdict}`]}`}>
      {VERDICT_LABELS[item.verdict]}
    </span>
  );
}

function Section(props: {
  id: string;
  title: string;
  item: FeasibilityItem;
  children?: ReactNode;
}) {
  const { id, title, item, children } = props;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h3 id={id} className={styles.sectionTitle}>
          {title}
        </h3>
        <VerdictBadge item={item} />
      </div>
      {children}
      {item.message ? (
        <p className={styles.missing}>
          {item.message}
          {item.note ? <span className={styles.note}>{item.note}</span> : null}
        </p>
      ) : null}
      {item.detail ? <p className={styles.detail}>{item.detail}</p> : null}
      <FeasibilityBasis basis={item.basis} />
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 20120415 → 2012.04.15 (the register writes dates as 8 digits). */
const formatYmd = (value: string | null) =>
  value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6)}`
    : value;

/** '2019-03-14' or '20190314' → '2019.03.14'. */
const formatDay = (value: string | null | undefined) =>
  value ? (formatYmd(value.replaceAll('-', '')) ?? value) : null;

/**
 * 토지 소유와 공시지가 (spec section 3 land data): possession type, the last ownership change, the
 * co-owners and the latest 개별공시지가. Not part of any verdict, so it carries none.
 */
function OwnershipFacts({ landData }: { landData: LandData }) {
  const { possession, landPrice } = landData;
  if (!possession && !landPrice) return null;
  const change = possession
    ? [possession.ownshipChgCauseCodeNm, formatDay(possession.ownshipChgDe)]
        .filter(Boolean)
        .join(' · ')
    : null;
  return (
    <section className={styles.section} aria-labelledby="feas-owner">
      <div className={styles.sectionHead}>
        <h3 id="feas-owner" className={styles.sectionTitle}>
          토지 소유·공시지가
        </h3>
      </div>
      <Facts
        rows={[
          ['소유 구분', possession?.posesnSeCodeNm],
          ['소유권 변동', change],
          [
            '공유인',
            possession
              ? possession.cnrsPsnCo > 0
                ? `${possession.cnrsPsnCo.toLocaleString('ko-KR')}명 공동 소유`
                : '단독 소유'
              : null,
          ],
          [
            '개별공시지가',
            landPrice
              ? `${landPrice.pblntfPclnd.toLocaleString('ko-KR')}원/㎡ (${
                  landPrice.pblntfDe
                    ? `${formatDay(landPrice.pblntfDe)} 공시`
                    : `${landPrice.stdrYear}년`
                })`
              : null,
          ],
        ]}
      />
    </section>
  );
}

const kw = (value: number) => `${value.toLocaleString('ko-KR')}kW`;

/** The latest 토지이동 (spec section 3 land info: landMovRsnCdNm) with its date when known. */
function latestMovement(landData: LandData): string | null {
  const cause = landData.landInfo?.landMovRsnCdNm ?? landData.landMovement?.landMovRsnCdNm;
  if (!cause) return null;
  const dated = landData.landMovement?.items.find((item) => item.landMovRsnCdNm === cause);
  return dated?.landMovYmd ? `${cause} · ${formatDay(dated.landMovYmd)}` : cause;
}

/** 농지 (전·답·과수원): whether it lies in 농업진흥구역 and how long an agrivoltaic plant may stay. */
function farmlandRows(farmland: Farmland | undefined): [string, ReactNode][] {
  if (!farmland) return [];
  return [
    [
      '농지 구분',
      farmland.promotionZone ? `${farmland.category} · 농업진흥구역` : farmland.category,
    ],
    [
      '영농형 태양광',
      farmland.agrivoltaicPermitYears === null
        ? '설치할 수 없음'
        : `일시사용허가 ${farmland.agrivoltaicPermitYears}년`,
    ],
  ];
}

/** Business feasibility (spec sections 2, 4, 8, 9): four checks, the final verdict, recruit. */
export function FeasibilityDialog({
  landData,
  installType,
  onClose,
  onRecruit,
}: FeasibilityDialogProps) {
  const feasibility = landData.feasibility[installType];
  const land = landData.landInfo;
  const building = landData.gnrlBldgInfo;
  const grid = landData.kepcoJibunInfo?.selectedJibunInfo ?? null;
  // One lot area everywhere: the parcel's surveyed boundary when there is one, as the analysis
  // and the server's area check use it, else the registered area.
  const lotAreaM2 = landData.boundaryPos?.areaM2 ?? land?.lndpclAr ?? null;
  const ordinance = landData.localOrdinance;
  // `folded` is the contracts rule shouldFoldOrdinance (more than one line and more than 200
  // characters) applied by the server; importing it here would bring zod into this chunk.
  const ordinanceText = ordinance?.found
    ? [ordinance.content, ordinance.content2].filter(Boolean).join('\n')
    : '';

  return (
    <Layer
      title="사업성 분석"
      onClose={onClose}
      footer={
        onRecruit ? (
          <button type="button" className={buttons.primary} onClick={onRecruit}>
            시공사 모집하기
          </button>
        ) : undefined
      }
    >
      <div className={styles.content}>
        {installType === 'R' ? (
          <Section id="feas-land" title="건축물 용도" item={feasibility.landType}>
            {building && building.archCnt > 0 ? (
              <Facts
                rows={[
                  ['주용도', building.mainPurpsCdNm],
                  ['기타 용도', building.etcPurps],
                  ['건축물 수', `${building.archCnt}동`],
                  ['건축면적', formatArea(building.archArea)],
                  ['허가일', formatYmd(building.pmsDay)],
                ]}
              />
            ) : null}
          </Section>
        ) : (
          <Section id="feas-land" title="토지 지목" item={feasibility.landType}>
            {land ? (
              <Facts
                rows={[
                  ['지목', land.lndcgrCodeNm],
                  ['면적', lotAreaM2 === null ? null : formatArea(lotAreaM2)],
                  ['용도지역', land.prposArea1Nm],
                  ['도로 접면', land.roadSideCodeNm],
                  ['지형', [land.tpgrphHgCodeNm, land.tpgrphFrmCodeNm].filter(Boolean).join(' · ')],
                  ['최근 토지 이동', latestMovement(landData)],
                  ...farmlandRows(feasibility.landType.farmland),
                ]}
              />
            ) : null}
          </Section>
        )}

        <OwnershipFacts landData={landData} />

        {/* 규제구역 (spec section 2): every zone the parcel lies in, each marked by whether it
            restricts solar plants (the region's limit list) or not. */}
        <Section id="feas-zone" title="규제구역" item={feasibility.restrictedZone}>
          {landData.devLimitInfo && landData.devLimitInfo.items.length > 0 ? (
            <ul className={styles.zones}>
              {landData.devLimitInfo.items.map((zone) => (
                <li key={`${zone.td0}-${zone.cnflcAtNm ?? ''}`}>
                  <span>{zone.td0}</span>
                  <span className={styles.zoneMeta}>
                    {[zone.cnflcAtNm, zone.limited ? '태양광 설치 제한' : '태양광 설치와 무관']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : feasibility.restrictedZone.message ? null : (
            <p className={styles.text}>지정된 용도지역·지구 정보가 없습니다.</p>
          )}
        </Section>

        <Section id="feas-line" title="선로 용량" item={feasibility.powerLine}>
          {grid ? (
            <Facts
              rows={[
                ['지번', grid.jibun],
                ['변전소', `${grid.substation.name} · 여유 ${kw(grid.substation.capacity2)}`],
                ['주변압기', `${grid.transformer.name} · 여유 ${kw(grid.transformer.capacity2)}`],
                ['배전선로', `${grid.dl.name} · 여유 ${kw(grid.dl.capacity2)}`],
              ]}
            />
          ) : null}
        </Section>

        <Section id="feas-ordinance" title="이격거리 조례" item={feasibility.ordinance}>
          {ordinance?.found ? (
            <div className={styles.ordinance}>
              {ordinance.title ? <p className={styles.ordinanceTitle}>{ordinance.title}</p> : null}
              {feasibility.ordinance.folded ? (
                <Disclosure summary={ordinanceText}>{ordinanceText}</Disclosure>
              ) : (
                <p className={styles.text}>{ordinanceText}</p>
              )}
            </div>
          ) : null}
        </Section>

        <section className={styles.total} aria-labelledby="feas-total">
          <h3 id="feas-total" className={styles.sectionTitle}>
            최종 판정
          </h3>
          <p className={styles.totalVerdict}>
            <VerdictBadge item={{ verdict: feasibility.total }} />
            <span>{TOTAL_VERDICT_TEXT[feasibility.total]}</span>
          </p>
          {feasibility.total === 'I' ? (
            <p className={styles.note}>한 항목이라도 불가이면 최종 판정도 불가입니다.</p>
          ) : null}
          <p className={styles.note}>
            공공 데이터로 판단한 결과입니다. 정확한 사업성은 시공사가 현장을 확인한 뒤 알려
            드립니다.
          </p>
        </section>
      </div>
    </Layer>
  );
}
