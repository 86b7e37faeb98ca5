import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const alias = {
  '@haetbit/contracts': src('./packages/contracts/src/index.ts'),
  '@haetbit/solar/device': src('./packages/solar/src/device.ts'),
  '@haetbit/solar/layout': src('./packages/solar/src/layout.ts'),
  '@haetbit/solar/geometry': src('./packages/solar/src/geometry.ts'),
  '@haetbit/solar/landing-case': src('./packages/solar/src/landing-case.ts'),
  '@haetbit/solar/constants': src('./packages/solar/src/constants.ts'),
  '@haetbit/solar/forecast-output': src('./packages/solar/src/forecast-output.ts'),
  '@haetbit/solar': src('./packages/solar/src/index.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'solar',
          include: ['packages/solar/src/**/*.test.ts', 'packages/solar/cli/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
