import type { NotificationsService } from '../modules/notifications/service.js';

/**
 * Runs the notifier every `intervalMs` (DESIGN D13): committed lifecycle events become queued
 * messages, reminders are scanned, due messages are sent. Safe with N instances (claims with SKIP
 * LOCKED, unique message keys). A failing round is logged and the next one tries again.
 */
export function startNotifier(options: {
  notifications: Pick<NotificationsService, 'tick'>;
  intervalMs: number;
  logger: { error(object: object, message: string): void };
}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = options.notifications
      .tick()
      .catch((error: unknown) => options.logger.error({ err: error }, 'notifier round failed'))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
