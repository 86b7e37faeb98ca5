// Moments and deadlines in Korea time, whatever the device's zone: the contracts' formatters, the
// same the server's texts and e-mails use (one instant reads the same everywhere).
export {
  /** '12월 21일(월) 23:59': every deadline an owner, a contractor or an operator reads. */
  formatDeadline,
  /** '2026.03.02 14:05': a moment in lists and logs. */
  formatKstDateTime as formatDateTime,
  /** '2026.03.02'. */
  formatKstDate as formatDate,
} from '@haetbit/contracts';
