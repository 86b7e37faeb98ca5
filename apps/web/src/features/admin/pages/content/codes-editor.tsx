import { useState } from 'react';
import { adminCodeListBodySchema, CODE_GROUPS, type CodeItem } from '@haetbit/contracts';
import { useConsoleForm } from '../../../../shared/console/console-form';
import { useCodes } from '../../api/get-codes';
import { useReplaceCodes } from '../../api/replace-codes';
import styles from '../../admin.module.css';
import { SelectField, TextAreaField } from '../../components/fields';
import { WriteStatus } from '../../components/write-status';
import { CODE_GROUP_LABELS } from './labels';

type CodeGroup = (typeof CODE_GROUPS)[number];

/** 'code=name' lines as codes; lines without a code are left out. */
export function parseCodeLines(text: string): CodeItem[] {
  return text
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim())
    .map(([code, ...name]) => ({ code: code!.trim(), codeNm: name.join('=').trim() }));
}

/** A code group's codes as 'code=name' lines. */
export function CodesEditor() {
  const [group, setGroup] = useState<CodeGroup>('SM_CANCEL_CATE');
  const codes = useCodes(group);
  const save = useReplaceCodes(group);
  return (
    <section className={styles.card} aria-label="코드 그룹">
      <SelectField
        label="코드 그룹"
        value={group}
        options={CODE_GROUPS}
        optionLabel={(code) => CODE_GROUP_LABELS[code]}
        onChange={setGroup}
      />
      {codes.data && (
        // A group's saved codes start the form again (another group, or after saving).
        <CodesForm key={`${group} ${codes.dataUpdatedAt}`} codes={codes.data.data} save={save} />
      )}
      <WriteStatus write={save} done="저장했습니다." />
    </section>
  );
}

function CodesForm({
  codes,
  save,
}: {
  codes: CodeItem[];
  save: ReturnType<typeof useReplaceCodes>;
}) {
  const form = useConsoleForm({
    schema: adminCodeListBodySchema,
    defaultValues: { text: codes.map((item) => `${item.code}=${item.codeNm}`).join('\n') },
    toInput: ({ text }: { text: string }) => ({ data: parseCodeLines(text) }),
  });
  const { errors } = form.formState;
  const items = parseCodeLines(form.watch('text'));
  return (
    <form
      aria-label="코드 편집"
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body.data))}
    >
      <TextAreaField
        label="코드 목록 (한 줄에 ‘코드=이름’, 적힌 순서대로 표시)"
        style={{ minHeight: 200 }}
        {...form.register('text')}
      />
      {/* The schema's messages are about the list the lines make ('data', 'data.0.code', …). */}
      {Object.keys(errors).length > 0 && (
        <p className={styles.error}>
          코드는 영문 대문자·숫자·_ 30자 이하, 이름은 100자 이하로, 코드가 겹치지 않게 입력해
          주세요.
        </p>
      )}
      <button
        type="submit"
        className={styles.button}
        disabled={items.length === 0 || save.isPending}
      >
        저장
      </button>
    </form>
  );
}
