import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';
import { startNotifier } from './jobs/notifier.js';
import { prepareStart } from './launch.js';

/** Reads config, opens and migrates the database, seeds it when empty, listens; stops gracefully. */
async function main(): Promise<void> {
  // `--demo` (the README's `npm start`) is the same as DEMO_MODE=true (DESIGN D14).
  const config = loadConfig(
    process.argv.includes('--demo') ? { ...process.env, DEMO_MODE: 'true' } : process.env,
  );
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seed) {
    const seeded = await seedDatabase(database.db, app.services, { demo: config.demo });
    if (seeded) app.log.info('seeded an empty database');
  }
  await prepareStart(app, config);
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Notifications follow committed lifecycle events, safe with N instances (DESIGN D13).
  const notifier = startNotifier({
    notifications: app.services.notifications,
    intervalMs: config.notify.intervalMs,
    logger: app.log,
  });
  app.addHook('preClose', async () => notifier.stop());

  await app.listen({ host: config.host, port: config.port });
  // Deadlines are kept by the server, whatever number of instances runs (DESIGN D7, D11).
  app.sweeper.start();
  // Personal data past its period is erased on every instance's timer (the privacy policy's 제3조).
  app.retention.start();
  app.pendingExpiry.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
