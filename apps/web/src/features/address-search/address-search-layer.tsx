import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES, TIMING_MS, type AddressSearchItem } from '@haetbit/contracts';
import { shortenAddress } from '../../shared/format/address';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import buttons from '../../shared/ui/button.module.css';
import { Layer } from '../../shared/ui/layer';
import { MessagePopup } from '../../shared/ui/message-popup';
import { useAddressSearch } from './api/search-addresses';
import { useAddressCheck } from './hooks/use-address-check';
import styles from './address-search-layer.module.css';

export interface AddressSearchLayerProps {
  onClose: () => void;
}

/**
 * Full-screen address search (spec sections 2 and 5): searches after a 500 ms pause once the text
 * is longer than 1 character (stale requests are cancelled), then checks the chosen parcel.
 */
export function AddressSearchLayer({ onClose }: AddressSearchLayerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const findRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<AddressSearchItem | null>(null);
  const debounced = useDebouncedValue(text, TIMING_MS.searchPause);
  const search = useAddressSearch(debounced, selected === null);
  const check = useAddressCheck();
  const items = search.data?.items ?? [];
  const nearest = search.data?.nearest ?? [];
  const searching = selected === null && text.trim().length > 1;

  function choose(item: AddressSearchItem) {
    setSelected(item);
    setText(shortenAddress(item.address));
  }

  function clear() {
    setText('');
    setSelected(null);
    inputRef.current?.focus();
  }

  const { dialog } = check;

  // The chosen result leaves the list, taking the focus with it: hand it to 'find installer'.
  useEffect(() => {
    if (selected && findRef.current && !findRef.current.contains(document.activeElement)) {
      if (document.activeElement === document.body) findRef.current.focus();
    }
  }, [selected]);

  return (
    <Layer
      title="주소 검색"
      onClose={onClose}
      initialFocusRef={inputRef}
      footer={
        <button
          ref={findRef}
          type="button"
          className={buttons.primary}
          disabled={selected === null || check.busy}
          onClick={() => selected && void check.check(selected)}
        >
          {check.busy ? '확인 중…' : '시공사 찾기'}
        </button>
      }
    >
      <div className={styles.content}>
        <label htmlFor={inputId} className={styles.label}>
          태양광을 설치할 곳의 지번 주소
        </label>
        <div className={styles.field}>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            className={styles.input}
            placeholder="예) 함양군 함양읍 백연리 512"
            aria-describedby={hintId}
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              setSelected(null);
            }}
          />
          {text.length > 0 ? (
            <button type="button" className={styles.clear} aria-label="입력 지우기" onClick={clear}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <p id={hintId} className={styles.hint}>
          시·군·구, 읍·면·동, 리와 번지를 입력해 주세요.
        </p>

        {selected ? (
          <div className={styles.selected} aria-live="polite">
            <p className={styles.selectedTitle}>선택한 주소</p>
            <p className={styles.address}>{selected.address}</p>
            <p className={styles.road}>{selected.roadAddress ?? MESSAGES.noRoadAddress}</p>
          </div>
        ) : null}

        {searching ? (
          <section aria-label="검색 결과" className={styles.results}>
            <p className="visually-hidden" aria-live="polite">
              {search.isSuccess ? `검색 결과 ${items.length}건` : ''}
            </p>
            {search.isFetching && items.length === 0 ? (
              <p className={styles.muted}>검색 중…</p>
            ) : search.isError ? (
              <p className={styles.muted} role="alert">
                {search.error.message || '주소를 검색하지 못했습니다. 다시 시도해 주세요.'}
              </p>
            ) : search.isSuccess && items.length === 0 && nearest.length > 0 ? (
              <>
                <p className={styles.muted}>
                  입력한 지번의 필지를 찾지 못했습니다. 가까운 지번을 확인해 보세요.
                </p>
                <ul className={styles.list} aria-label="가까운 지번">
                  {nearest.map((item) => (
                    <li key={item.pnu}>
                      <button type="button" className={styles.item} onClick={() => choose(item)}>
                        <span className={styles.address}>
                          {item.lotNumber}
                          <span className={styles.score}> · 근접 점수 {item.score}</span>
                        </span>
                        <span className={styles.road}>{item.address}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : search.isSuccess && items.length === 0 ? (
              <p className={styles.muted}>검색 결과가 없습니다. 주소를 다시 확인해 주세요.</p>
            ) : (
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.pnu}>
                    <button type="button" className={styles.item} onClick={() => choose(item)}>
                      <span className={styles.address}>{item.address}</span>
                      <span className={styles.road}>
                        {item.roadAddress ?? MESSAGES.noRoadAddress}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>

      {dialog.kind === 'analyzing' ? (
        <MessagePopup
          title={MESSAGES.alreadyTried}
          onClose={check.close}
          cancelLabel="삭제 후 다시 분석"
          onCancel={() => check.askDelete(dialog.existing)}
          confirmLabel="이어서 분석"
          onConfirm={() => check.continueExisting(dialog.existing)}
        >
          이전에 분석하던 내역이 있습니다.{'\n'}이어서 분석하시겠어요?
        </MessagePopup>
      ) : null}

      {dialog.kind === 'confirm-delete' ? (
        <MessagePopup
          title="분석 내역 삭제"
          onClose={check.close}
          confirmLabel="삭제"
          onConfirm={() => void check.confirmDelete(dialog.existing)}
          busy={check.busy}
        >
          {MESSAGES.deleteConfirm}
        </MessagePopup>
      ) : null}

      {dialog.kind === 'deleted' ? (
        <MessagePopup
          title={MESSAGES.deleteDone}
          onClose={check.close}
          confirmLabel="새로 분석하기"
          onConfirm={() => void check.restart()}
          onCancel={null}
          busy={check.busy}
        >
          이전 분석 내역을 삭제했습니다.{'\n'}같은 주소로 새로 분석을 시작합니다.
        </MessagePopup>
      ) : null}

      {dialog.kind === 'matching' ? (
        <MessagePopup
          title={MESSAGES.alreadyInMatching}
          onClose={check.close}
          cancelLabel="닫기"
          confirmLabel="매칭 현황 보기"
          onConfirm={() => check.openMatching(dialog.existing)}
        >
          이 주소로 시공사 매칭이 진행되고 있습니다.{'\n'}나의 매칭 현황에서 확인해 주세요.
        </MessagePopup>
      ) : null}

      {dialog.kind === 'error' ? (
        <MessagePopup title="주소를 확인하지 못했습니다" onClose={check.close}>
          {dialog.message}
        </MessagePopup>
      ) : null}
    </Layer>
  );
}
