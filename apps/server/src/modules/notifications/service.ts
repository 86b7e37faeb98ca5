import { createNotifierJobs } from './jobs.js';
import { createNotificationsPrivacy } from './privacy.js';
import { createNotificationsOperatorActions } from './operator-actions.js';
import { createThreadNotices } from './thread-notices.js';
import { createNotificationsContext, type NotificationsDeps } from './context.js';

// The module's shared types and helpers live in context.ts, which the actor files import.
export * from './context.js';
export type { ThreadNotice } from './thread-notices.js';

/**
 * Notifications at each lifecycle step (issue 11, DESIGN D13). The lifecycle writes an audit row
 * in the transaction of each transition; this module reads the rows committed since, claims them
 * with SKIP LOCKED, queues the messages they cause (unique per event and recipient) and marks them
 * done in one transaction, so each is handled exactly once with any number of instances. Sending
 * is a second step: a failing provider leaves the message pending with a later retry and never
 * touches the lifecycle.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const ctx = createNotificationsContext(deps);
  return {
    ...createNotifierJobs(ctx),
    ...createNotificationsOperatorActions(ctx),
    ...createThreadNotices(ctx),
    privacy: createNotificationsPrivacy(ctx),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
