import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config } from './config.js';

/**
 * What a start does before it listens, by mode (DESIGN D14). The demo announces itself; a
 * production start disables every demo credential a demo start left in the same database and
 * refuses to run without an operator account it can be administered with.
 */
export async function prepareStart(app: FastifyInstance, config: Config): Promise<void> {
  if (config.demo) {
    app.log.warn(
      { host: config.host },
      'DEMO MODE: demo accounts, the demo admin, /dev/outbox and /dev/clock are on; never expose this instance',
    );
    return;
  }
  const partners = await app.services.partner.disableDemoAccounts();
  const admins = await app.services.admin.disableDemoAdmins();
  if (partners + admins > 0) {
    app.log.warn(
      { partners, admins },
      'production start: disabled demo accounts found in the database',
    );
  }
  const configured = config.admin.loginId !== undefined && config.admin.password !== undefined;
  if (!configured && !(await app.services.admin.hasActiveAdmin())) {
    throw new ConfigError(
      'Missing production settings: ADMIN_ID and ADMIN_PASSWORD (no operator account exists yet)',
    );
  }
}
