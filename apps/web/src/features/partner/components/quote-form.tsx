import { useEffect, type ReactNode } from 'react';
import {
  MODULE_LOW_CARBON_GRADES,
  MODULE_LOW_CARBON_LABELS,
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
import { formatCapacity, formatWonExact } from '../../../shared/format/number';
import { formatPricePerKw } from '../../../shared/format/quote';
import { useOwnQuote } from '../api/get-own-quote';
import { useSaveQuote } from '../api/save-quote';
import { FairPriceNote } from './fair-price-note';
import styles from '../partner.module.css';

type TextKey = 'moduleMaker' | 'moduleModel' | 'inverterMaker' | 'inverterModel';
type NumberKey =
  | 'totalPriceKrw'
  | 'moduleWatt'
  | 'warrantyModuleYears'
  | 'warrantyInverterYears'
  | 'warrantyWorkYears'
  | 'constructionDays'
  | 'guaranteeYears'
  | 'omYearlyPriceKrw'
  | 'paymentDepositPct'
  | 'paymentInterimPct'
  | 'paymentBalancePct';
type DecimalKey = 'guaranteeHoursPerDay' | 'degradationPctPerYear';
type ChoiceKey =
  | 'financingHelp'
  | 'moduleKsCertified'
  | 'gridFeeIncluded'
  | 'permitsIncluded'
  | 'warrantyBondIssued'
  | 'omIncluded';
/** A yes/no question of the form: '' until the contractor answers. */
type Choice = 'Y' | 'N' | '';

type QuoteDraft = Record<TextKey | NumberKey | DecimalKey, string> &
  Record<ChoiceKey, Choice> & {
    structure: string;
    moduleLowCarbon: string;
    /** Whether the contractor guarantees the output: Y with hours and years, N without. */
    guarantee: Choice;
    successorService: string;
    financingNote: string;
    validUntil: string;
  };

const EMPTY: QuoteDraft = {
  totalPriceKrw: '',
  moduleMaker: '',
  moduleModel: '',
  moduleWatt: '',
  moduleKsCertified: '',
  moduleLowCarbon: '',
  inverterMaker: '',
  inverterModel: '',
  structure: '',
  gridFeeIncluded: '',
  permitsIncluded: '',
  warrantyModuleYears: '',
  warrantyInverterYears: '',
  warrantyWorkYears: '',
  warrantyBondIssued: '',
  guarantee: '',
  guaranteeHoursPerDay: '',
  guaranteeYears: '',
  degradationPctPerYear: '',
  omIncluded: '',
  omYearlyPriceKrw: '',
  paymentDepositPct: '',
  paymentInterimPct: '',
  paymentBalancePct: '',
  successorService: '',
  constructionDays: '',
  financingHelp: 'N',
  financingNote: '',
  validUntil: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));
const choice = (value: boolean | null): Choice => (value === null ? '' : value ? 'Y' : 'N');

function draftOf(quote: Quote | null): QuoteDraft {
  if (!quote) return EMPTY;
  return {
    totalPriceKrw: quote.totalPriceKrw.toLocaleString('ko-KR'),
    moduleMaker: quote.moduleMaker,
    moduleModel: quote.moduleModel,
    moduleWatt: String(quote.moduleWatt),
    moduleKsCertified: choice(quote.moduleKsCertified),
    moduleLowCarbon: quote.moduleLowCarbon ?? '',
    inverterMaker: quote.inverterMaker,
    inverterModel: quote.inverterModel ?? '',
    structure: quote.structure,
    gridFeeIncluded: choice(quote.gridFeeIncluded),
    permitsIncluded: choice(quote.permitsIncluded),
    warrantyModuleYears: String(quote.warrantyModuleYears),
    warrantyInverterYears: String(quote.warrantyInverterYears),
    warrantyWorkYears: String(quote.warrantyWorkYears),
    warrantyBondIssued: choice(quote.warrantyBondIssued),
    guarantee:
      quote.guaranteeHoursPerDay !== null ? 'Y' : quote.degradationPctPerYear !== null ? 'N' : '',
    guaranteeHoursPerDay: text(quote.guaranteeHoursPerDay),
    guaranteeYears: text(quote.guaranteeYears),
    degradationPctPerYear: text(quote.degradationPctPerYear),
    omIncluded: choice(quote.omIncluded),
    omYearlyPriceKrw:
      quote.omYearlyPriceKrw === null ? '' : quote.omYearlyPriceKrw.toLocaleString('ko-KR'),
    paymentDepositPct: text(quote.paymentDepositPct),
    paymentInterimPct: text(quote.paymentInterimPct),
    paymentBalancePct: text(quote.paymentBalancePct),
    successorService: quote.successorService ?? '',
    constructionDays: String(quote.constructionDays),
    financingHelp: quote.financingHelp ? 'Y' : 'N',
    financingNote: quote.financingNote,
    validUntil: quote.validUntil,
  };
}

/** Amounts in won, read back in 억/만 under the field so a digit too many shows (walk minor 31). */
const WON_FIELDS = ['totalPriceKrw', 'omYearlyPriceKrw'] as const;
const wonEcho = (typed: string): string | null => {
  const won = Number(typed.replace(/,/g, ''));
  return typed.trim() === '' || !Number.isFinite(won) ? null : `= ${formatWonExact(won)}`;
};

/** A typed number as the server reads it: digits only (commas allowed); NaN when empty. */
const toNumber = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));

/**
 * A yes/no answer as the request carries it. An unanswered question is sent as missing, so the
 * request schema answers with its own '…을 선택해 주세요.' under the field.
 */
const toChoice = (value: Choice): boolean =>
  // The schema, not the form, refuses the missing answer (its message names the question).
  (value === '' ? undefined : value === 'Y') as boolean;

/** The draft as the request the server checks. */
const toBody = (draft: QuoteDraft): QuoteBody => ({
  totalPriceKrw: toNumber(draft.totalPriceKrw),
  moduleMaker: draft.moduleMaker,
  moduleModel: draft.moduleModel,
  moduleWatt: toNumber(draft.moduleWatt),
  moduleKsCertified: toChoice(draft.moduleKsCertified),
  moduleLowCarbon: MODULE_LOW_CARBON_GRADES.find(
    (grade) => grade === draft.moduleLowCarbon,
  ) as QuoteBody['moduleLowCarbon'],
  inverterMaker: draft.inverterMaker,
  inverterModel: draft.inverterModel,
  structure: draft.structure,
  gridFeeIncluded: toChoice(draft.gridFeeIncluded),
  permitsIncluded: toChoice(draft.permitsIncluded),
  warrantyModuleYears: toNumber(draft.warrantyModuleYears),
  warrantyInverterYears: toNumber(draft.warrantyInverterYears),
  warrantyWorkYears: toNumber(draft.warrantyWorkYears),
  warrantyBondIssued: toChoice(draft.warrantyBondIssued),
  guaranteeHoursPerDay: draft.guarantee === 'N' ? null : toNumber(draft.guaranteeHoursPerDay),
  guaranteeYears: draft.guarantee === 'N' ? null : toNumber(draft.guaranteeYears),
  degradationPctPerYear: toNumber(draft.degradationPctPerYear),
  omIncluded: toChoice(draft.omIncluded),
  omYearlyPriceKrw: draft.omIncluded === 'N' ? null : toNumber(draft.omYearlyPriceKrw),
  paymentDepositPct: toNumber(draft.paymentDepositPct),
  paymentInterimPct: toNumber(draft.paymentInterimPct),
  paymentBalancePct: toNumber(draft.paymentBalancePct),
  successorService: draft.successorService,
  constructionDays: toNumber(draft.constructionDays),
  financingHelp: draft.financingHelp === 'Y',
  financingNote: draft.financingNote,
  validUntil: draft.validUntil,
});

/** The words of each yes/no question's two answers. */
const CHOICE_WORDS: Record<ChoiceKey | 'guarantee', readonly [yes: string, no: string]> = {
  financingHelp: ['지원함', '지원 안 함'],
  moduleKsCertified: ['KS 인증 제품', 'KS 인증 없음'],
  gridFeeIncluded: ['공사비에 포함', '별도 (고객 부담)'],
  permitsIncluded: ['공사비에 포함', '별도 (고객 부담)'],
  warrantyBondIssued: ['발행함', '발행 안 함'],
  omIncluded: ['포함', '포함 안 함'],
  guarantee: ['보증함', '보증 안 함'],
};
const CHOICE_LEGENDS: Record<ChoiceKey | 'guarantee', string> = {
  financingHelp: QUOTE_LABELS.financingHelp,
  moduleKsCertified: QUOTE_LABELS.moduleKsCertified,
  gridFeeIncluded: QUOTE_LABELS.gridFeeIncluded,
  permitsIncluded: QUOTE_LABELS.permitsIncluded,
  warrantyBondIssued: QUOTE_LABELS.warrantyBondIssued,
  omIncluded: QUOTE_LABELS.omIncluded,
  guarantee: '발전량 보증',
};

/**
 * The structured quote beside the PDF (issues 19 and 33): the checklist Korean consumer guides
 * give, the same for every shortlisted contractor, so the owner can compare proposals row by row.
 * The price per kW is the server's, shown after saving with where it falls among the market's
 * prices; the form can be changed until the proposal deadline.
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

  const structure = form.watch('structure');
  const guarantee = form.watch('guarantee');
  const omIncluded = form.watch('omIncluded');
  const errorOf = (key: keyof QuoteDraft) => errors[key]?.message;
  const field = (key: keyof QuoteDraft & keyof typeof QUOTE_LABELS, control: ReactNode) => {
    const error = errorOf(key);
    return (
      <label key={key} className={styles.field}>
        {QUOTE_LABELS[key]}
        {control}
        {error ? <span className={styles.error}>{error}</span> : null}
      </label>
    );
  };
  const input = (key: TextKey | NumberKey | DecimalKey, kind: 'text' | 'number' | 'decimal') => {
    const registration = form.register(key);
    const echo = WON_FIELDS.some((item) => item === key) ? wonEcho(form.watch(key)) : null;
    return field(
      key,
      <>
        <input
          className={`${styles.input} ${errors[key] ? styles.inputInvalid : ''}`}
          inputMode={kind === 'number' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
          aria-invalid={errors[key] ? true : undefined}
          {...(kind === 'number'
            ? formatted(registration, (value) => value.replace(/[^\d,]/g, ''))
            : kind === 'decimal'
              ? formatted(registration, (value) => value.replace(/[^\d.]/g, ''))
              : registration)}
        />
        {echo ? <span className={styles.echo}>{echo}</span> : null}
      </>,
    );
  };
  const yesNo = (key: ChoiceKey | 'guarantee') => {
    // Unanswered, the guarantee's hours and years are missing: the question itself says so.
    const error =
      key !== 'guarantee'
        ? errorOf(key)
        : guarantee === '' && (errors.guaranteeHoursPerDay || errors.guaranteeYears)
          ? '발전량 보증 여부를 선택해 주세요.'
          : undefined;
    const [yes, no] = CHOICE_WORDS[key];
    return (
      <fieldset key={key} className={styles.regions} aria-invalid={error ? true : undefined}>
        <legend>{CHOICE_LEGENDS[key]}</legend>
        <label>
          <input type="radio" value="Y" {...form.register(key)} /> {yes}
        </label>
        <label>
          <input type="radio" value="N" {...form.register(key)} /> {no}
        </label>
        {error ? <span className={styles.error}>{error}</span> : null}
      </fieldset>
    );
  };

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
      {saved && !saved.complete ? (
        <p className={styles.notice} role="status">
          새로 추가된 항목이 비어 있습니다. 모든 항목을 채워 다시 저장해야 고객에게 완성된 견적으로
          보입니다.
        </p>
      ) : null}

      <h4 className={styles.subtitle}>가격과 대금</h4>
      {input('totalPriceKrw', 'number')}
      {saved ? (
        <>
          <p>
            {QUOTE_LABELS.pricePerKwKrw}: <strong>{formatPricePerKw(saved.pricePerKwKrw)}</strong>
          </p>
          {answer.fairPrice ? <FairPriceNote fairPrice={answer.fairPrice} /> : null}
        </>
      ) : null}
      <div className={styles.grid2}>
        {input('paymentDepositPct', 'number')}
        {input('paymentInterimPct', 'number')}
        {input('paymentBalancePct', 'number')}
      </div>

      <h4 className={styles.subtitle}>공사비에 포함된 것</h4>
      {yesNo('gridFeeIncluded')}
      {yesNo('permitsIncluded')}
      {yesNo('omIncluded')}
      {omIncluded === 'Y' ? input('omYearlyPriceKrw', 'number') : null}

      <h4 className={styles.subtitle}>장비</h4>
      <div className={styles.grid2}>
        {input('moduleMaker', 'text')}
        {input('moduleModel', 'text')}
        {input('moduleWatt', 'number')}
        {field(
          'moduleLowCarbon',
          <select className={styles.input} {...form.register('moduleLowCarbon')}>
            <option value="">선택해 주세요</option>
            {MODULE_LOW_CARBON_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {MODULE_LOW_CARBON_LABELS[grade]}
              </option>
            ))}
          </select>,
        )}
        {input('inverterMaker', 'text')}
        {input('inverterModel', 'text')}
        {field(
          'structure',
          <select className={styles.input} {...form.register('structure')}>
            <option value="">선택해 주세요</option>
            {QUOTE_STRUCTURES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
            {structure && !QUOTE_STRUCTURES.some((item) => item === structure) ? (
              <option value={structure}>{structure}</option>
            ) : null}
          </select>,
        )}
      </div>
      {yesNo('moduleKsCertified')}

      <h4 className={styles.subtitle}>보증과 사후관리</h4>
      <div className={styles.grid2}>
        {input('warrantyWorkYears', 'number')}
        {input('warrantyInverterYears', 'number')}
        {input('warrantyModuleYears', 'number')}
        {input('degradationPctPerYear', 'decimal')}
      </div>
      {yesNo('warrantyBondIssued')}
      {yesNo('guarantee')}
      {guarantee === 'Y' ? (
        <div className={styles.grid2}>
          {input('guaranteeHoursPerDay', 'decimal')}
          {input('guaranteeYears', 'number')}
        </div>
      ) : null}
      {field(
        'successorService',
        <textarea
          className={styles.input}
          rows={2}
          maxLength={200}
          placeholder="예: 전기공사공제조합 하자보수보증, 협력사 ○○전기가 점검 승계"
          {...form.register('successorService')}
        />,
      )}

      <h4 className={styles.subtitle}>일정과 금융</h4>
      <div className={styles.grid2}>
        {input('constructionDays', 'number')}
        {field(
          'validUntil',
          <input type="date" className={styles.input} {...form.register('validUntil')} />,
        )}
      </div>
      {yesNo('financingHelp')}
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
