import { useState, type FormEvent } from 'react';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminMe, type AdminRole } from '@haetbit/contracts';
import { useAccounts, useAdminWrite } from '../api/admin-api';
import styles from '../admin.module.css';
import { formatDateTime } from './format';

export function AccountsPage({ me }: { me: AdminMe }) {
  const accounts = useAccounts();
  const [form, setForm] = useState({
    loginId: '',
    name: '',
    role: 'operator' as AdminRole,
    password: '',
  });
  const create = useAdminWrite((body: typeof form) => ({
    path: '/api/admin/accounts',
    method: 'POST',
    body,
  }));
  const update = useAdminWrite((input: { id: number; body: object }) => ({
    path: `/api/admin/accounts/${input.id}`,
    method: 'PATCH',
    body: input.body,
  }));
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
          <label className={styles.field}>
            아이디
            <input
              value={form.loginId}
              required
              pattern="[a-z0-9][a-z0-9_\-]{3,19}"
              onChange={(event) => setForm({ ...form, loginId: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            이름
            <input
              value={form.name}
              required
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            권한
            <select
              value={form.role}
              onChange={(event) => setForm({ ...form, role: event.target.value as AdminRole })}
            >
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ADMIN_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            비밀번호 (8자 이상)
            <input
              type="password"
              value={form.password}
              minLength={8}
              required
              autoComplete="new-password"
              onChange={(event) => setForm({ ...form, password: event.target.value })}
            />
          </label>
          <button type="submit" className={styles.button} disabled={create.isPending}>
            추가
          </button>
        </div>
        {create.error && <p className={styles.error}>{create.error.message}</p>}
      </form>
      {update.error && <p className={styles.error}>{update.error.message}</p>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">아이디</th>
            <th scope="col">이름</th>
            <th scope="col">권한</th>
            <th scope="col">최근 로그인</th>
            <th scope="col">상태</th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </>
  );
}
