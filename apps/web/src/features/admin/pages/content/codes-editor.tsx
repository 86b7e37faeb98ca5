import { useState } from 'react';
import { CODE_GROUPS } from '@haetbit/contracts';
import { useCodes } from '../../api/get-codes';
import { useReplaceCodes } from '../../api/replace-codes';
import styles from '../../admin.module.css';
import { SelectField, TextAreaField } from '../../components/fields';
import { WriteStatus } from '../../components/write-status';
import { CODE_GROUP_LABELS } from './labels';

/** A code group's codes as 'code=name' lines. */
export function CodesEditor() {
  const [group, setGroup] = useState<(typeof CODE_GROUPS)[number]>('SM_CANCEL_CATE');
  const codes = useCodes(group);
  const [text, setText] = useState<string | null>(null);
  const save = useReplaceCodes(group);
  const shown =
    text ?? (codes.data?.data.map((item) => `${item.code}=${item.codeNm}`).join('\n') || '');
  const items = shown
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim())
    .map(([code, ...name]) => ({ code: code!.trim(), codeNm: name.join('=').trim() }));
  return (
    <form
      className={styles.card}
      aria-label="코드 편집"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(items, { onSuccess: () => setText(null) });
      }}
    >
      <SelectField
        label="코드 그룹"
        value={group}
        options={CODE_GROUPS}
        optionLabel={(code) => CODE_GROUP_LABELS[code]}
        onChange={(code) => {
          setGroup(code);
          setText(null);
        }}
      />
      <TextAreaField
        label="코드 목록 (한 줄에 ‘코드=이름’, 적힌 순서대로 표시)"
        value={shown}
        style={{ minHeight: 200 }}
        onChange={setText}
      />
      <button
        type="submit"
        className={styles.button}
        disabled={items.length === 0 || save.isPending}
      >
        저장
      </button>
      <WriteStatus write={save} done="저장했습니다." />
    </form>
  );
}
