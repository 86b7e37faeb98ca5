import type { ComponentType } from 'react';
import { withParticle } from '@haetbit/contracts';
import {
  CalendarIcon,
  CertificateIcon,
  FreeIcon,
  GovernmentIcon,
  PanelIcon,
  PlugIcon,
  SunIcon,
  WalletIcon,
} from './illustrations';
import layout from './landing-page.module.css';
import { LandingSection } from './landing-section';
import styles from './rooftop-section.module.css';
import {
  HORIZON_YEARS,
  INITIAL_INVESTMENT_PERCENT,
  POLICY_LOAN,
  ROOFTOP_REC_WEIGHT,
} from './revenue';

interface Item {
  Icon: ComponentType<{ className?: string }>;
  title: string;
  body: string;
}

const FLOW: readonly Item[] = [
  {
    Icon: PanelIcon,
    title: '지붕에 패널 설치',
    body: '공장·창고·주택·축사 등 비어 있는 지붕 활용',
  },
  { Icon: SunIcon, title: '햇빛으로 전기 생산', body: '낮 동안 태양광 패널이 전기를 만들어요' },
  { Icon: PlugIcon, title: '전력과 REC 판매', body: '생산한 전기와 REC(공급인증서)를 판매해요' },
  { Icon: WalletIcon, title: `${HORIZON_YEARS}년간 수익`, body: '판매 대금이 꾸준한 수익이 돼요' },
];

const BENEFITS: readonly Item[] = [
  {
    Icon: CalendarIcon,
    title: `${HORIZON_YEARS}년 안정적인 수익`,
    body: `한 번 설치하면 ${HORIZON_YEARS}년 동안 전기와 REC를 팔아 꾸준한 수익을 기대할 수 있어요.`,
  },
  {
    Icon: CertificateIcon,
    title: `REC 가중치 ${ROOFTOP_REC_WEIGHT}`,
    body: `지붕·건축물 태양광은 REC 가중치 ${withParticle(String(ROOFTOP_REC_WEIGHT), '을/를')} 적용받아 같은 발전량으로 더 많은 REC를 받아요.`,
  },
  {
    Icon: GovernmentIcon,
    title: `초기 투자 ${INITIAL_INVESTMENT_PERCENT}%부터`,
    body: `정부 정책자금(신재생에너지 금융지원사업)은 대상에 따라 사업비의 최대 ${POLICY_LOAN.maxSharePct}%까지 빌려줘요. 대상이 되면 초기 투자 ${INITIAL_INVESTMENT_PERCENT}%로 시작할 수 있어요(해마다 공고로 대상과 한도가 정해져요).`,
  },
  {
    Icon: FreeIcon,
    title: '소유주는 무료',
    body: '주소 분석부터 시공사 매칭까지, 지붕과 토지 소유주는 햇빛 매칭을 무료로 이용해요.',
  },
];

export function RooftopSection() {
  return (
    <LandingSection
      id="rooftop-business"
      head={{
        eyebrow: '지붕 태양광 사업',
        title: <>지붕 태양광 사업, 비어 있는 지붕으로 {HORIZON_YEARS}년 수익을 만드세요</>,
        lead: '지붕 위에 태양광 발전소를 설치하고, 생산한 전기와 REC(신재생에너지 공급인증서)를 팔아 수익을 얻는 사업이에요. 이미 있는 건물을 활용하니 별도의 땅이 필요 없어요.',
      }}
    >
      <ol className={styles.flow} aria-label="지붕 태양광 수익 구조">
        {FLOW.map(({ Icon, title, body }, index) => (
          <li key={title} className={styles.flowStep}>
            <span className={styles.flowIcon}>
              <Icon className={styles.icon} />
            </span>
            <span className={styles.flowNumber}>{index + 1}단계</span>
            <strong className={styles.flowTitle}>{title}</strong>
            <span className={styles.flowBody}>{body}</span>
          </li>
        ))}
      </ol>

      <ul className={styles.benefits}>
        {BENEFITS.map(({ Icon, title, body }) => (
          <li key={title} className={layout.card}>
            <span className={styles.cardIcon}>
              <Icon className={styles.icon} />
            </span>
            <h3 className={layout.itemTitle}>{title}</h3>
            <p className={styles.cardBody}>{body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
