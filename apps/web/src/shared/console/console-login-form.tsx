import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleForm } from './console-form';
import { CONSOLE_SESSION_ENDED } from '@haetbit/contracts';
import { sessionEndedUnderUser } from './session-expiry';

export interface Credentials {
  id: string;
  password: string;
}

interface ConsoleLoginFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  /** The console's login request schema and how the id and password fill it (as they are, unless told). */
  schema: S;
  toBody?: (credentials: Credentials) => z.input<S>;
  /** The console's login call. */
  login: { mutate: (body: z.output<S>) => void; isPending: boolean; error: Error | null };
  /** Why an attempt failed, in the console's words (the server's message unless told). */
  describeError?: (error: Error) => string;
  /** The console's stylesheet: `loginCard`, `title`, `field`, `input`, `button` and `error`. */
  styles: Readonly<Record<string, string>>;
  /** What the console shows below the button. */
  children?: ReactNode;
}

/**
 * A console's login card: its heading, the id and password fields (filled in by the browser's
 * saved logins), the button, the failure and the console's own parts.
 */
export function ConsoleLoginForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  toBody = (credentials) => credentials as z.input<S>,
  login,
  describeError = (error) => error.message,
  styles,
  children,
}: ConsoleLoginFormProps<S>) {
  const titleId = useId();
  const form = useConsoleForm({
    schema,
    defaultValues: { id: '', password: '' },
    toInput: toBody,
  });
  return (
    <form
      className={styles.loginCard}
      onSubmit={form.handleSubmit((body) => login.mutate(body))}
      aria-labelledby={titleId}
      noValidate
    >
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {sessionEndedUnderUser() ? <p role="status">{CONSOLE_SESSION_ENDED}</p> : null}
      <label className={styles.field}>
        아이디
        <input className={styles.input} autoComplete="username" required {...form.register('id')} />
      </label>
      <label className={styles.field}>
        비밀번호
        <input
          className={styles.input}
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
      </label>
      <p>
        <button type="submit" className={styles.button} disabled={login.isPending}>
          로그인
        </button>
      </p>
      {login.error && (
        <p className={styles.error} role="alert">
          {describeError(login.error)}
        </p>
      )}
      {children}
    </form>
  );
}
