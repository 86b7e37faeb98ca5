import { useState, type FormEvent } from 'react';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminMe, type AdminRole } from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useCreateAccount } from '../api/create-account';
import { useAccounts } from '../api/get-accounts';
import { useUpdateAccount } from '../api/update-account';
import styles from '../admin.module.css';
import { InputField, SelectField } from '../components/fields';
import { formatDateTime } from './format';

export function AccountsPage({ me }: { me: AdminMe }) {
  const accounts = useAccounts();
  const [form, setForm] = useState({
    loginId: '',
    name: '',
    role: 'operator' as AdminRole,
    password: '',
  });
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: () => setForm({ loginId: '', name: '', role: 'operator', password: '' }),
    });
  };
  return (
    <>
      <h1 className={styles.title}>운영자 계정</h1>
      <form className={styles.card} onSubmit={submit} aria-label="운영자 추가">
        <div className={styles.row}>
          <InputField
            label="아이디"
            value={form.loginId}
            required
            pattern="[a-z0-9][a-z0-9_\-]{3,19}"
            onChange={(loginId) => setForm({ ...form, loginId })}
          />
          <InputField
            label="이름"
            value={form.name}
            required
            onChange={(name) => setForm({ ...form, name })}
          />
          <SelectField
            label="권한"
            value={form.role}
            options={ADMIN_ROLES}
            optionLabel={(role) => ADMIN_ROLE_LABELS[role]}
            onChange={(role) => setForm({ ...form, role })}
          />
          <InputField
            label="비밀번호 (8자 이상)"
            type="password"
            value={form.password}
            minLength={8}
            required
            autoComplete="new-password"
            onChange={(password) => setForm({ ...form, password })}
          />
          <button type="submit" className={styles.button} disabled={create.isPending}>
            추가
          </button>
        </div>
        {create.error && <p className={styles.error}>{create.error.message}</p>}
      </form>
      {update.error && <p className={styles.error}>{update.error.message}</p>}
      <ConsoleTable
        className={styles.table}
        columns={['아이디', '이름', '권한', '최근 로그인', '상태', '처리']}
      >
        {accounts.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{item.loginId}</td>
            <td>{item.name}</td>
            <td>{ADMIN_ROLE_LABELS[item.role]}</td>
            <td>{item.lastLoginAt ? formatDateTime(item.lastLoginAt) : '-'}</td>
            <td>
              {item.disabled ? '사용 중지' : '사용'}
              {item.lockedUntil && new Date(item.lockedUntil) > new Date() ? ' · 잠김' : ''}
            </td>
            <td>
              {item.id !== me.id && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() =>
                      update.mutate({
                        id: item.id,
                        body: { role: item.role === 'admin' ? 'operator' : 'admin' },
                      })
                    }
                  >
                    {item.role === 'admin' ? '운영자로' : '관리자로'}
                  </button>
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() =>
                      update.mutate({ id: item.id, body: { disabled: !item.disabled } })
                    }
                  >
                    {item.disabled ? '사용' : '사용 중지'}
                  </button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
