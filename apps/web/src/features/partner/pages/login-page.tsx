import { Link } from '../../../shared/ui/link';
import { ConsoleLoginForm } from '../../../shared/console/console-login-form';
import { useLogin } from '../api/login';
import styles from '../partner.module.css';

export function LoginPage() {
  const login = useLogin();
  return (
    <div className={styles.authPage}>
      <ConsoleLoginForm
        title="시공사 파트너 로그인"
        titleId="partner-login-title"
        onLogin={({ id, password }) => login.mutate({ userId: id.trim(), password })}
        className={styles.authCard}
        titleClassName={styles.title}
        fieldClassName={styles.field}
        inputClassName={styles.input}
      >
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
      </ConsoleLoginForm>
    </div>
  );
}
