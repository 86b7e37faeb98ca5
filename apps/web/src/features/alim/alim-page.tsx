import { CONSENT_REFUSAL } from '@haetbit/contracts';
import { usePatchUser } from '../../shared/user/patch-user';
import { useSessionUser } from '../../shared/user/session-user';
import { AppHeader } from '../../shared/ui/app-header';
import { Switch } from '../../shared/ui/switch';
import { formatDateTime } from '../../shared/format/date';
import styles from './alim-page.module.css';

/** Notification settings (spec section 2): match notifications and advertising consent. */
export function AlimPage() {
  // Reading the settings is not an access: only the session's first read counts (spec section 4).
  const user = useSessionUser();
  const mutation = usePatchUser();

  const data = user.data;
  return (
    <>
      <AppHeader title="알림 설정" />
      <main className={styles.main}>
        {data ? (
          <>
            <Switch
              label="매칭 알림"
              description="시공사 지원, 제안서 도착, 단계 마감 알림을 받습니다."
              checked={data.matchAlimYn}
              disabled={mutation.isPending}
              onChange={(checked) => mutation.mutate({ id: data.id, matchAlimYn: checked })}
            />
            <Switch
              label="광고성 정보 수신 동의"
              description={
                data.advAlimChangeDate
                  ? `${data.advAlimYn ? '동의' : '거부'} 일시: ${formatDateTime(data.advAlimChangeDate)}`
                  : '이벤트와 혜택 소식을 받습니다.'
              }
              checked={data.advAlimYn}
              disabled={mutation.isPending}
              onChange={(checked) => mutation.mutate({ id: data.id, advAlimYn: checked })}
            />
            <p className={styles.note}>{CONSENT_REFUSAL.advertising}</p>
          </>
        ) : (
          <p className={styles.status}>
            {user.isError ? '설정을 불러오지 못했습니다.' : '불러오는 중…'}
          </p>
        )}
      </main>
    </>
  );
}
