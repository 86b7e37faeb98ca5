interface CredentialFieldsProps {
  id: string;
  onIdChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  /** The console's own label style. */
  fieldClassName?: string;
  inputClassName?: string;
}

/** The id and password fields of a console's login form, filled in by the browser's saved logins. */
export function CredentialFields({
  id,
  onIdChange,
  password,
  onPasswordChange,
  fieldClassName,
  inputClassName,
}: CredentialFieldsProps) {
  return (
    <>
      <label className={fieldClassName}>
        아이디
        <input
          className={inputClassName}
          value={id}
          onChange={(event) => onIdChange(event.target.value)}
          autoComplete="username"
          required
        />
      </label>
      <label className={fieldClassName}>
        비밀번호
        <input
          className={inputClassName}
          type="password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          autoComplete="current-password"
          required
        />
      </label>
    </>
  );
}
