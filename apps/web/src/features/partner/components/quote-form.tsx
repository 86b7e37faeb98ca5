import { useEffect, type ReactNode } from 'react';
import {
  quoteBodySchema,
  QUOTE_LABELS,
  QUOTE_STRUCTURES,
  type PartnerQuoteAnswer,
  type Quote,
  type QuoteBody,
} from '@haetbit/contracts';
import {
  formatted,
  showServerFieldErrors,
  useConsoleForm,
} from '../../../shared/console/console-form';
import { formatCapacity } from '../../../shared/format/number';
import { useOwnQuote } from '../api/get-own-quote';
import { useSaveQuote } from '../api/save-quote';
import styles from '../partner.module.css';

type TextKey = 'moduleMaker' | 'moduleModel' | 'inverterMaker';
type NumberKey =
  | 'totalPriceKrw'
  | 'moduleWatt'
  | 'warrantyModuleYears'
  | 'warrantyInverterYears'
  | 'warrantyWorkYears'
  | 'constructionDays';

interface QuoteDraft {
  totalPriceKrw: string;
  moduleMaker: string;
  moduleModel: string;
  moduleWatt: string;
  inverterMaker: string;
  structure: string;
  warrantyModuleYears: string;
  warrantyInverterYears: string;
  warrantyWorkYears: string;
  constructionDays: string;
  financingHelp: 'Y' | 'N';
  financingNote: string;
  validUntil: string;
}

const EMPTY: QuoteDraft = {
  totalPriceKrw: '',
  moduleMaker: '',
  moduleModel: '',
  moduleWatt: '',
  inverterMaker: '',
  structure: '',
  warrantyModuleYears: '',
  warrantyInverterYears: '',
  warrantyWorkYears: '',
  constructionDays: '',
  financingHelp: 'N',
  financingNote: '',
  validUntil: '',
};

const TEXT_FIELDS: TextKey[] = ['moduleMaker', 'moduleModel', 'inverterMaker'];
const NUMBER_FIELDS: NumberKey[] = [
  'moduleWatt',
  'warrantyModuleYears',
  'warrantyInverterYears',
  'warrantyWorkYears',
  'constructionDays',
];

function draftOf(quote: Quote | null): QuoteDraft {
  if (!quote) return EMPTY;
  return {
    totalPriceKrw: quote.totalPriceKrw.toLocaleString('ko-KR'),
    moduleMaker: quote.moduleMaker,
    moduleModel: quote.moduleModel,
    moduleWatt: String(quote.moduleWatt),
    inverterMaker: quote.inverterMaker,
    structure: quote.structure,
    warrantyModuleYears: String(quote.warrantyModuleYears),
    warrantyInverterYears: String(quote.warrantyInverterYears),
    warrantyWorkYears: String(quote.warrantyWorkYears),
    constructionDays: String(quote.constructionDays),
    financingHelp: quote.financingHelp ? 'Y' : 'N',
    financingNote: quote.financingNote,
    validUntil: quote.validUntil,
  };
}

/** A typed number as the server reads it: digits only (commas allowed); NaN when empty. */
const toNumber = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));

/** The draft as the request the server checks. */
const toBody = (draft: QuoteDraft): QuoteBody => ({
  totalPriceKrw: toNumber(draft.totalPriceKrw),
  moduleMaker: draft.moduleMaker,
  moduleModel: draft.moduleModel,
  moduleWatt: toNumber(draft.moduleWatt),
  inverterMaker: draft.inverterMaker,
  structure: draft.structure,
  warrantyModuleYears: toNumber(draft.warrantyModuleYears),
  warrantyInverterYears: toNumber(draft.warrantyInverterYears),
  warrantyWorkYears: toNumber(draft.warrantyWorkYears),
  constructionDays: toNumber(draft.constructionDays),
  financingHelp: draft.financingHelp === 'Y',
  financingNote: draft.financingNote,
  validUntil: draft.validUntil,
});

const FINANCING_CHOICES = [
  { value: 'Y', label: '지원함' },
  { value: 'N', label: '지원 안 함' },
] as const;

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/**
 * The structured quote beside the PDF (issue 19): the same fields for every shortlisted
 * contractor, so the owner can compare proposals. The price per kW is the server's, shown after
 * saving; the form can be changed until the proposal deadline.
 */
export function QuoteForm({ matchReqId }: { matchReqId: number }) {
  const own = useOwnQuote(matchReqId);
  if (own.isPending) return <p>불러오는 중…</p>;
  if (own.isError) return <p className={styles.error}>{own.error.message}</p>;
  return <QuoteFields matchReqId={matchReqId} answer={own.data} />;
}

function QuoteFields({ matchReqId, answer }: { matchReqId: number; answer: PartnerQuoteAnswer }) {
  const save = useSaveQuote(matchReqId);
  const form = useConsoleForm({
    schema: quoteBodySchema,
    defaultValues: draftOf(answer.quote),
    toInput: toBody,
  });
  const { reset } = form;
  useEffect(() => reset(draftOf(answer.quote)), [reset, answer.quote]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onError: (error) => showServerFieldErrors(error, form.setError, Object.keys(EMPTY)),
    }),
  );

  const field = (key: keyof QuoteDraft, control: ReactNode) => {
    const error = errors[key]?.message;
    return (
      <label key={key} className={styles.field}>
        {QUOTE_LABELS[key]}
        {control}
        {error ? <span className={styles.error}>{error}</span> : null}
      </label>
    );
  };
  const input = (key: TextKey | NumberKey, numeric: boolean) => {
    const registration = form.register(key);
    return field(
      key,
      <input
        className={`${styles.input} ${errors[key] ? styles.inputInvalid : ''}`}
        inputMode={numeric ? 'numeric' : undefined}
        aria-invalid={errors[key] ? true : undefined}
        {...(numeric
          ? formatted(registration, (text) => text.replace(/[^\d,]/g, ''))
          : registration)}
      />,
    );
  };
  const structure = form.watch('structure');

  const saved = answer.quote;
  return (
    // Any edit hides the last save's outcome.
    <form
      className={styles.card}
      onSubmit={submit}
      onChange={() => save.reset()}
      aria-label="견적서"
    >
      <h3 className={styles.subtitle} style={{ marginTop: 0 }}>
        견적서
      </h3>
      <p className={styles.muted}>
        고객은 모든 시공사의 견적을 같은 항목으로 나란히 비교합니다. kW당 가격은 요청 용량(
        {formatCapacity(answer.systemSizeKw)})으로 자동 계산됩니다. 제안서 마감 전까지 고칠 수
        있습니다.
      </p>
      {input('totalPriceKrw', true)}
      {saved ? (
        <p>
          {QUOTE_LABELS.pricePerKwKrw}: <strong>{won(saved.pricePerKwKrw)}</strong>
        </p>
      ) : null}
      <div className={styles.grid2}>
        {TEXT_FIELDS.map((key) => input(key, false))}
        {field(
          'structure',
          <select className={styles.input} {...form.register('structure')}>
            <option value="">선택해 주세요</option>
            {QUOTE_STRUCTURES.map((structure) => (
              <option key={structure} value={structure}>
                {structure}
              </option>
            ))}
            {structure && !QUOTE_STRUCTURES.some((s) => s === structure) ? (
              <option value={structure}>{structure}</option>
            ) : null}
          </select>,
        )}
        {NUMBER_FIELDS.map((key) => input(key, true))}
        {field(
          'validUntil',
          <input type="date" className={styles.input} {...form.register('validUntil')} />,
        )}
      </div>
      <fieldset className={styles.regions}>
        <legend>{QUOTE_LABELS.financingHelp}</legend>
        {FINANCING_CHOICES.map((choice) => (
          <label key={choice.value}>
            <input type="radio" value={choice.value} {...form.register('financingHelp')} />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      {field(
        'financingNote',
        <input className={styles.input} maxLength={200} {...form.register('financingNote')} />,
      )}
      <button type="submit" className={styles.button} disabled={save.isPending}>
        {saved ? '견적 저장하기' : '견적 제출하기'}
      </button>
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          견적을 저장했습니다.
        </p>
      ) : null}
      {save.error ? (
        <p className={styles.error} role="alert">
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}
