import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CredentialFields } from '../../../shared/console/credential-fields';
import { useLogin } from '../api/session';
import styles from '../partner.module.css';

export function LoginPage() {
  const login = useLogin();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ userId: userId.trim(), password });
  };
  return (
    <div className={styles.authPage}>
      <form className={styles.authCard} onSubmit={submit} aria-labelledby="partner-login-title">
        <h1 id="partner-login-title" className={styles.title}>
          시공사 파트너 로그인
        </h1>
        <CredentialFields
          id={userId}
          onIdChange={setUserId}
          password={password}
          onPasswordChange={setPassword}
          fieldClassName={styles.field}
          inputClassName={styles.input}
        />
        {login.error && (
          <p className={styles.error} role="alert">
            {login.error.message}
          </p>
        )}
        <p>
          <button type="submit" className={styles.button} disabled={login.isPending}>
            로그인
          </button>
        </p>
        <p style={{ fontSize: 14 }}>
          아직 파트너가 아니신가요? <Link to="/partner/signup">파트너 가입 신청</Link>
        </p>
      </form>
    </div>
  );
}
