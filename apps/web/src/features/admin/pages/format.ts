// The console writes moments as every screen does: Korea time, 24-hour, no seconds.
export { formatDateTime, formatDeadline } from '../../../shared/format/date';
