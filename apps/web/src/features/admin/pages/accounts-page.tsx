import {
  adminAccountCreateSchema,
  ADMIN_ROLE_LABELS,
  PASSWORD_RULES,
  type AdminMe,
  type AdminRole,
} from '@haetbit/contracts';
import { useConsoleForm } from '../../../shared/console/console-form';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useCreateAccount } from '../api/create-account';
import { useAccounts } from '../api/get-accounts';
import { useUpdateAccount } from '../api/update-account';
import styles from '../admin.module.css';
import { bindFields, FormSelect, InputField } from '../components/fields';
import { RowActions } from '../components/row-actions';
import { formatDateTime } from './format';

const NEW_ACCOUNT = { loginId: '', name: '', role: 'operator' as AdminRole, password: '' };

export function AccountsPage({ me }: { me: AdminMe }) {
  const accounts = useAccounts();
  const form = useConsoleForm({
    schema: adminAccountCreateSchema,
    defaultValues: NEW_ACCOUNT,
    toInput: (values: typeof NEW_ACCOUNT) => values,
  });
  const field = bindFields(form);
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: () => form.reset(NEW_ACCOUNT) }),
  );
  return (
    <>
      <h1 className={styles.title}>운영자 계정</h1>
      <form className={styles.card} onSubmit={submit} aria-label="운영자 추가" noValidate>
        <div className={styles.row}>
          <InputField label="아이디" required {...field('loginId')} />
          <InputField label="이름" required {...field('name')} />
          <FormSelect label="권한" form={form} name="role" labels={ADMIN_ROLE_LABELS} />
          <InputField
            label={`비밀번호 (${PASSWORD_RULES.operator.minLength}자 이상)`}
            type="password"
            required
            autoComplete="new-password"
            {...field('password')}
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
            <td>{item.disabled ? '사용 중지' : '사용'}</td>
            <td>
              {item.id !== me.id && (
                <RowActions
                  actions={[
                    {
                      label: item.role === 'admin' ? '운영자로' : '관리자로',
                      onClick: () =>
                        update.mutate({
                          id: item.id,
                          body: { role: item.role === 'admin' ? 'operator' : 'admin' },
                        }),
                    },
                    {
                      label: item.disabled ? '사용' : '사용 중지',
                      onClick: () =>
                        update.mutate({ id: item.id, body: { disabled: !item.disabled } }),
                    },
                  ]}
                />
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
