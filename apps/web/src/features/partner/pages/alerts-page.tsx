import {
  LEAD_ALERT_MODE_LABELS,
  LEAD_ALERT_MODES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  type LeadAlertMode,
  type NotificationChannel,
  partnerAlertSettingsSchema,
  type PartnerAlertSettings,
} from '@haetbit/contracts';
import { useConsoleForm } from '../../../shared/console/console-form';
import { formatDateTime } from '../../../shared/format/date';
import { ConsoleTable } from '../../../shared/console/console-table';
import { MessageBody } from '../../../shared/console/message-body';
import { useAlertSettings } from '../api/get-alert-settings';
import { useSentNotifications } from '../api/get-sent-notifications';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import styles from '../partner.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** 알림: how new requests in the service regions reach the contractor, and what it was sent. */
export function AlertsPage() {
  return (
    <>
      <h1 className={styles.title}>알림</h1>
      <AlertSettingsForm />
      <SentList />
    </>
  );
}

function AlertSettingsForm() {
  const settings = useAlertSettings();
  if (settings.isError) return <p className={styles.error}>{settings.error.message}</p>;
  if (!settings.data) return <p>불러오는 중…</p>;
  return <AlertSettingsFields settings={settings.data} />;
}

/** The select holds the hour as text; the schema takes it as a number. */
type AlertSettingsValues = { leadAlert: LeadAlertMode; digestHourKst: string };

function AlertSettingsFields({ settings }: { settings: PartnerAlertSettings }) {
  const save = useSaveAlertSettings();
  const form = useConsoleForm({
    schema: partnerAlertSettingsSchema,
    defaultValues: { ...settings, digestHourKst: String(settings.digestHourKst) },
    toInput: (values: AlertSettingsValues) => ({
      ...values,
      digestHourKst: Number(values.digestHourKst),
    }),
  });
  return (
    <form
      className={styles.card}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      aria-label="알림 설정"
    >
      <fieldset className={styles.regions}>
        <legend className={styles.subtitle} style={{ marginTop: 0 }}>
          새 시공 요청 알림 (문자와 이메일)
        </legend>
        {LEAD_ALERT_MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" value={mode} {...form.register('leadAlert')} />{' '}
            {LEAD_ALERT_MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        모아 받을 시각 (한국 시간)
        <select
          className={styles.input}
          disabled={form.watch('leadAlert') !== 'digest'}
          {...form.register('digestHourKst')}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}시
            </option>
          ))}
        </select>
      </label>
      <p className={styles.muted}>
        서비스 지역에 새 요청이 들어오면 알려 드립니다. 제안서 제출 마감 하루 전 안내는 설정과
        관계없이 보내 드립니다.
      </p>
      <button type="submit" className={styles.button} disabled={save.isPending}>
        알림 설정 저장
      </button>
      {save.isSuccess && (
        <p className={styles.success} role="status">
          알림 설정을 저장했습니다.
        </p>
      )}
      {save.isError && (
        <p className={styles.error} role="alert">
          {save.error.message}
        </p>
      )}
    </form>
  );
}

function SentList() {
  const sent = useSentNotifications();
  return (
    <section aria-label="받은 알림">
      <h2 className={styles.subtitle}>받은 알림</h2>
      {sent.isError && <p className={styles.error}>{sent.error.message}</p>}
      {sent.data && (
        <ConsoleTable
          className={styles.table}
          caption="받은 알림 목록"
          columns={['시각', '방법', '내용', '상태']}
          empty={sent.data.data.length === 0 && '아직 받은 알림이 없습니다.'}
        >
          {sent.data.data.map((item) => (
            <tr key={item.id}>
              <td data-label="시각">{formatDateTime(item.createdAt)}</td>
              <td data-label="방법">
                {NOTIFICATION_CHANNEL_LABELS[item.channel as NotificationChannel] ?? item.channel}
                <br />
                <span className={styles.muted}>{item.recipient}</span>
              </td>
              <td data-label="내용">
                {item.subject && <strong>{item.subject}</strong>}
                <MessageBody body={item.body} />
              </td>
              <td data-label="상태">{NOTIFICATION_STATUS_LABELS[item.status] ?? item.status}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
