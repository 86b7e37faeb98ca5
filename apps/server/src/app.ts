import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { contentRoutes } from './modules/content/routes.js';
import { createContentService } from './modules/content/service.js';
import { contractorsRoutes } from './modules/contractors/routes.js';
import { createContractorsService } from './modules/contractors/service.js';
import { filesRoutes } from './modules/files/routes.js';
import { createFilesService } from './modules/files/service.js';
import { localFileStorage, type FileStorage } from './modules/files/storage.js';
import { healthRoutes } from './modules/health/routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { landRoutes } from './modules/land/routes.js';
import { createLandRepo } from './modules/land/repo.js';
import { createLandService } from './modules/land/service.js';
import { usersRoutes } from './modules/users/routes.js';
import { createProviders, describeProviders, type Providers } from './providers/index.js';
import { createUsersService } from './modules/users/service.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  fileStorage?: FileStorage;
  /** Outside-data ports; built from the config when not given (tests pass fakes). */
  providers?: Providers;
  logger?: FastifyServerOptions['logger'];
}

/** The services every module gets, built once per app from the database and the clock. */
export function createServices(options: {
  database: Database;
  clock: Clock;
  fileStorage: FileStorage;
  providers: Providers;
}) {
  const { db } = options.database;
  return {
    land: createLandService({
      providers: options.providers,
      repo: createLandRepo(db),
      clock: options.clock,
    }),
    users: createUsersService({ db, clock: options.clock }),
    content: createContentService({ db }),
    files: createFilesService({ db, storage: options.fileStorage }),
    contractors: createContractorsService({ db }),
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * Builds the Fastify instance: external plugins, then app plugins, then routes (the fastify/demo
 * order). Tests import this and call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const fileStorage = options.fileStorage ?? localFileStorage(join(config.dataDir, 'files'));

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 2000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(docsPlugin);
  await app.register(authPlugin, { sessionSecret: config.sessionSecret, clock });

  const providers =
    options.providers ??
    createProviders(
      {
        dataProvider: config.dataProvider,
        keys: config.keys,
        baseUrls: config.providerBaseUrls,
        vworldDomain: config.vworldDomain,
        timeoutMs: config.providerTimeoutMs,
      },
      app.log,
    );
  const services = createServices({ database, clock, fileStorage, providers });
  app.decorate('services', services);

  await app.register(healthRoutes, {
    readiness: [
      {
        name: 'database',
        check: async () => {
          await database.ping();
          return { ok: true, kind: database.kind };
        },
      },
      {
        name: 'providers',
        check: async () => ({ ok: true, ...describeProviders(providers, config) }),
      },
    ],
  });
  await app.register(sessionRoutes, {
    sessionSecret: config.sessionSecret,
    sessionTtlMs: config.sessionTtlMs,
    clock,
  });
  await app.register(usersRoutes, { users: services.users });
  await app.register(landRoutes, { land: services.land });
  await app.register(contentRoutes, { content: services.content });
  await app.register(filesRoutes, { files: services.files });
  await app.register(contractorsRoutes, { contractors: services.contractors });
  await app.register(webPlugin, { distDir: config.webDistDir });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
