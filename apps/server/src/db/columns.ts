import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time the app stores: timestamptz, read as a `Date`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
