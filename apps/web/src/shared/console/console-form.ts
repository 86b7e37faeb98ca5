import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type ResolverOptions,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';

/**
 * The console's words for a rule the request schema states without a message of its own. A
 * schema's own message (the contractor's signup, the quote) always wins over these.
 */
export function consoleIssueMessage(issue: z.core.$ZodRawIssue): string {
  const { minimum, maximum } = issue as { minimum?: number | bigint; maximum?: number | bigint };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(minimum) <= 1 ? '입력해 주세요.' : `${minimum}자 이상 입력해 주세요.`;
      if (issue.origin === 'array') return `${minimum}개 이상 입력해 주세요.`;
      return `${minimum} 이상이어야 합니다.`;
    case 'too_big':
      if (issue.origin === 'string') return `${maximum}자 이하로 입력해 주세요.`;
      if (issue.origin === 'array') return `${maximum}개 이하로 입력해 주세요.`;
      return `${maximum} 이하여야 합니다.`;
    case 'invalid_type':
      if (issue.expected === 'number') return '숫자로 입력해 주세요.';
      if (issue.expected === 'int') return '정수로 입력해 주세요.';
      return '입력해 주세요.';
    case 'invalid_format':
      if (issue.format === 'url') return '올바른 주소를 입력해 주세요.';
      if (issue.format === 'email') return '올바른 이메일 주소를 입력해 주세요.';
      if (issue.format === 'date' || issue.format === 'datetime') return '날짜를 입력해 주세요.';
      return '형식이 올바르지 않습니다.';
    case 'invalid_value':
      return '목록에서 골라 주세요.';
    default:
      return '입력한 내용을 확인해 주세요.';
  }
}

/**
 * A form's resolver from the request schema the server checks: the form's values (what the
 * fields hold, often text) become the request's input through `toInput`, the schema checks them,
 * and a valid form submits the schema's output, the body the server will accept. The field names
 * are the body's, so each message lands under its field.
 */
export function consoleResolver<
  S extends z.ZodType<FieldValues, FieldValues>,
  V extends FieldValues,
>(schema: S, toInput: (values: V) => z.input<S>): Resolver<V, unknown, z.output<S>> {
  const check = zodResolver(schema, { error: consoleIssueMessage });
  return async (values, context, options) => {
    const result = await check(
      toInput(values),
      context,
      options as unknown as ResolverOptions<z.input<S>>,
    );
    return result as unknown as Awaited<ReturnType<Resolver<V, unknown, z.output<S>>>>;
  };
}

/**
 * A console form: react-hook-form with the request schema as its rules. A form whose values are
 * already the request passes `toInput: (values) => values`.
 */
export function useConsoleForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  V extends FieldValues,
>({
  schema,
  defaultValues,
  toInput,
  mode = 'onTouched',
}: {
  schema: S;
  defaultValues: DefaultValues<V>;
  toInput: (values: V) => z.input<S>;
  mode?: Mode;
}) {
  return useForm<V, unknown, z.output<S>>({
    resolver: consoleResolver(schema, toInput),
    defaultValues,
    mode,
  });
}

/**
 * Puts the server's field messages (a 400's `details`, paths `body.<field>`) under their fields.
 * Answers whether any did, so a form shows its general error only for the rest.
 */
export function showServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const detail of error.details) {
    const field = detail.path.replace(/^body\./, '');
    if (!fields.includes(field)) continue;
    setError(field as Path<V>, { type: 'server', message: detail.message });
    shown = true;
  }
  return shown;
}

/** A registered text field that rewrites what is typed (digits grouped, letters dropped). */
export function formatted<R extends UseFormRegisterReturn>(
  registration: R,
  format: (text: string) => string,
): R {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}
