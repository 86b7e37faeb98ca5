import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleForm } from './console-form';

export interface Credentials {
  id: string;
  password: string;
}

interface ConsoleLoginFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  titleId: string;
  /** The console's login request schema and how the id and password fill it. */
  schema: S;
  toBody: (credentials: Credentials) => z.input<S>;
  /** The console's login call. */
  login: { mutate: (body: z.output<S>) => void; isPending: boolean; error: Error | null };
  /** Why an attempt failed, in the console's words (the server's message unless told). */
  describeError?: (error: Error) => string;
  /** The console's own styles for the card, its heading, the fields, the button and the error. */
  classNames: {
    card?: string;
    title?: string;
    field?: string;
    input?: string;
    button?: string;
    error?: string;
  };
  /** What the console shows below the button. */
  children?: ReactNode;
}

/**
 * A console's login card: its heading, the id and password fields (filled in by the browser's
 * saved logins), the button, the failure and the console's own parts.
 */
export function ConsoleLoginForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  titleId,
  schema,
  toBody,
  login,
  describeError = (error) => error.message,
  classNames,
  children,
}: ConsoleLoginFormProps<S>) {
  const form = useConsoleForm({
    schema,
    defaultValues: { id: '', password: '' },
    toInput: toBody,
  });
  return (
    <form
      className={classNames.card}
      onSubmit={form.handleSubmit((body) => login.mutate(body))}
      aria-labelledby={titleId}
      noValidate
    >
      <h1 id={titleId} className={classNames.title}>
        {title}
      </h1>
      <label className={classNames.field}>
        아이디
        <input
          className={classNames.input}
          autoComplete="username"
          required
          {...form.register('id')}
        />
      </label>
      <label className={classNames.field}>
        비밀번호
        <input
          className={classNames.input}
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
      </label>
      <p>
        <button type="submit" className={classNames.button} disabled={login.isPending}>
          로그인
        </button>
      </p>
      {login.error && (
        <p className={classNames.error} role="alert">
          {describeError(login.error)}
        </p>
      )}
      {children}
    </form>
  );
}
