import { lazy, Suspense } from 'react';
import {
  MESSAGES,
  withParticle,
  type AnalysisFacts,
  type InstallType,
  type LandData,
} from '@haetbit/contracts';
import { sameAreaM2 } from '@haetbit/solar/geometry';
import { formatArea, formatCapacity } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { INSTALL_TYPE_LABELS } from '../lib/labels';
import { AreaForm } from './area-form';
import { Bubble, Choices } from './chat';
import chat from './chat.module.css';

const ParcelMap = lazy(() => import('./parcel-map'));

export const BOT_DELAY_MS = 350;

/** The address, its road address and the parcel map with the layout of the capacity shown. */
export function AddressBubble(props: {
  analysis: AnalysisFacts;
  boundary: LandData['boundaryPos'];
  /** The capacity the map lays out (install type and area); null when no module fits. */
  site: { installType: InstallType; areaM2: number | null } | null;
  showPanels: boolean;
  onShowPanels: (value: boolean) => void;
}) {
  const { analysis, boundary, site } = props;
  return (
    <Bubble>
      <p className={chat.address}>{analysis.address}</p>
      <p className={chat.road}>{analysis.roadAddress ?? MESSAGES.noRoadAddress}</p>
      <div className={chat.mapWrap}>
        {boundary ? (
          <Suspense fallback={<div className={chat.mapFallback} aria-hidden="true" />}>
            <ParcelMap boundary={boundary} site={site} showPanels={props.showPanels} />
          </Suspense>
        ) : (
          <p className={chat.text}>필지 경계 정보를 불러올 수 없어 지도를 표시하지 못했습니다.</p>
        )}
      </div>
      {boundary && site ? (
        <label className={chat.toggle}>
          <input
            type="checkbox"
            checked={props.showPanels}
            onChange={(event) => props.onShowPanels(event.target.checked)}
          />
          패널 배치 예시 보기
        </label>
      ) : null}
    </Bubble>
  );
}

/** qStep 1: roof or land, and the owner's answer. */
export function TypeQuestion(props: {
  installType: InstallType | null;
  disabled: boolean;
  onChoose: (type: InstallType) => void;
}) {
  return (
    <>
      <Bubble delayMs={BOT_DELAY_MS}>
        <p className={chat.question} id="q-type">
          태양광을 어디에 설치하실 건가요?
        </p>
        <Choices>
          {(['R', 'L'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={props.installType === type ? buttons.primary : buttons.secondary}
              aria-pressed={props.installType === type}
              disabled={props.disabled}
              onClick={() => props.onChoose(type)}
            >
              {INSTALL_TYPE_LABELS[type]}
            </button>
          ))}
        </Choices>
      </Bubble>
      {props.installType ? (
        <Bubble from="user">{INSTALL_TYPE_LABELS[props.installType]}</Bubble>
      ) : null}
    </>
  );
}

/** Why no capacity could be found, in the owner's words (the spec's text says only that). */
export function capacityUnknownReason(installType: InstallType, areaM2: number | null): string {
  if (areaM2 === null) {
    return '이 필지는 경계나 토지대장 면적을 확인할 수 있는 자료가 없어 설치 용량을 계산하지 못했어요.';
  }
  const place = installType === 'R' ? '지붕' : '필지';
  return `${place} 면적이 ${formatArea(areaM2)}인데, ${place === '지붕' ? '가장자리' : '경계'}에서 띄워야 하는 여백을 두고 나면 1m×2m 모듈을 놓을 자리가 남지 않아요.`;
}

/** The capacity cannot be found: the reason, and the owner is sent to another address. */
export function CapacityUnknown(props: {
  installType: InstallType;
  areaM2: number | null;
  onSearchAgain: () => void;
}) {
  return (
    <Bubble delayMs={BOT_DELAY_MS}>
      <p className={chat.text} role="alert">
        {MESSAGES.capacityUnknown}
      </p>
      <p className={chat.text}>{capacityUnknownReason(props.installType, props.areaM2)}</p>
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        onClick={props.onSearchAgain}
      >
        다른 주소 입력하기
      </button>
    </Bubble>
  );
}

/** The roof area is unknown: the owner enters it, and the answer stays in the thread. */
export function RoofAreaQuestion(props: {
  /** The area saved with the capacity, once answered. */
  answeredAreaM2: number | null;
  answered: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (areaM2: number) => void;
}) {
  return (
    <>
      <Bubble delayMs={BOT_DELAY_MS}>
        <p className={chat.text}>{MESSAGES.roofAreaUnknown}</p>
        {props.answered ? null : (
          <AreaForm
            label="지붕 면적"
            busy={props.busy}
            error={props.error}
            onSubmit={props.onSubmit}
          />
        )}
      </Bubble>
      {props.answered && props.answeredAreaM2 ? (
        <Bubble from="user">{formatArea(props.answeredAreaM2)}</Bubble>
      ) : null}
    </>
  );
}

/** qStep 2: the area in m² and pyeong, with 'edit' or 'keep'. */
export function AreaStep(props: {
  areaM2: number;
  installType: InstallType;
  editing: boolean;
  /** The owner's answer once given. */
  answer: string | null;
  busy: boolean;
  error: string | null;
  onEdit: () => void;
  onKeep: () => void;
  onSubmitArea: (areaM2: number) => void;
}) {
  return (
    <>
      <Bubble delayMs={BOT_DELAY_MS}>
        <p className={chat.text}>
          {props.installType === 'R' ? '지붕(건축물) 면적은' : '토지 면적은'}
          <strong className={chat.big}>{formatArea(props.areaM2)}</strong>
          입니다. 면적을 수정하시겠어요?
        </p>
        {props.answer ? null : props.editing ? (
          <AreaForm
            label={props.installType === 'R' ? '지붕 면적' : '설치할 토지 면적'}
            initialAreaM2={props.areaM2}
            busy={props.busy}
            error={props.error}
            // The area shown, typed back, is no edit: it goes on as '그대로 진행하기' does.
            onSubmit={(areaM2) =>
              sameAreaM2(areaM2, props.areaM2) ? props.onKeep() : props.onSubmitArea(areaM2)
            }
          />
        ) : (
          <>
            {props.error ? (
              <p className={chat.error} role="alert">
                {props.error}
              </p>
            ) : null}
            <Choices>
              <button type="button" className={buttons.secondary} onClick={props.onEdit}>
                수정하기
              </button>
              <button
                type="button"
                className={buttons.primary}
                disabled={props.busy}
                onClick={props.onKeep}
              >
                그대로 진행하기
              </button>
            </Choices>
          </>
        )}
      </Bubble>
      {props.answer ? <Bubble from="user">{props.answer}</Bubble> : null}
    </>
  );
}

/** The owner's answer to qStep 2 once the capacity is saved. */
export function areaAnswer(edited: boolean, areaM2: number | null): string {
  return edited && areaM2
    ? `${withParticle(formatArea(areaM2), '으로/로')} 수정할게요`
    : '그대로 진행할게요';
}

/** qStep 3: the expected capacity and the way to the profit forecast. */
export function CapacityAnswer(props: {
  analysis: AnalysisFacts;
  /** The owner gave an area of their own: say how many modules fit on it. */
  edited: boolean;
  busy: boolean;
  error: string | null;
  onShowProfit: () => void;
}) {
  const { analysis } = props;
  const modules = `480W 모듈 ${(analysis.moduleQty ?? 0).toLocaleString('ko-KR')}장`;
  return (
    <Bubble delayMs={BOT_DELAY_MS}>
      {props.edited && analysis.area ? (
        <p className={chat.text}>
          입력하신 {formatArea(analysis.area)}에는 {modules}을 놓을 수 있어요. 예상 설치 용량은
          <strong className={chat.big}>{formatCapacity(analysis.systemSize ?? 0)}</strong>
          입니다.
        </p>
      ) : (
        <p className={chat.text}>
          예상 설치 용량은
          <strong className={chat.big}>{formatCapacity(analysis.systemSize ?? 0)}</strong>
          입니다. ({modules})
        </p>
      )}
      {props.error ? (
        <p className={chat.error} role="alert">
          {props.error}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={props.busy}
        onClick={props.onShowProfit}
      >
        {props.busy ? '수익을 계산하고 있습니다…' : '예상 수익 확인하기'}
      </button>
    </Bubble>
  );
}
