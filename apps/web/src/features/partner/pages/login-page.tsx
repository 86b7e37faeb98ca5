import { partnerLoginBodySchema } from '@haetbit/contracts';
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
        schema={partnerLoginBodySchema}
        toBody={({ id, password }) => ({ userId: id.trim(), password })}
        login={login}
        styles={styles}
      >
        <p style={{ fontSize: 14 }}>
          아직 파트너가 아니신가요? <Link to="/partner/signup">파트너 가입 신청</Link>
        </p>
        <p style={{ fontSize: 14 }}>
          비밀번호를 잊으셨나요? <Link to="/partner/reset">비밀번호 찾기</Link>
        </p>
      </ConsoleLoginForm>
    </div>
  );
}
