import { useState, type ReactNode } from 'react';
import { CredentialFields } from './credential-fields';

interface ConsoleLoginFormProps {
  title: string;
  titleId: string;
  onLogin: (credentials: { id: string; password: string }) => void;
  /** The console's own styles for the card, its heading, the labels and the inputs. */
  className?: string;
  titleClassName?: string;
  fieldClassName?: string;
  inputClassName?: string;
  /** The submit button and whatever the console shows below the fields. */
  children: ReactNode;
}

/** A console's login card: its heading, the id and password fields and the console's own parts. */
export function ConsoleLoginForm({
  title,
  titleId,
  onLogin,
  className,
  titleClassName,
  fieldClassName,
  inputClassName,
  children,
}: ConsoleLoginFormProps) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onLogin({ id, password });
      }}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className={titleClassName}>
        {title}
      </h1>
      <CredentialFields
        id={id}
        onIdChange={setId}
        password={password}
        onPasswordChange={setPassword}
        fieldClassName={fieldClassName}
        inputClassName={inputClassName}
      />
      {children}
    </form>
  );
}
