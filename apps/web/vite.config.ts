import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { documentHeadPlugin } from './build/document-head';
import { uiFontPlugin } from './build/ui-font';

/** Client routes whose document is the app shell (app.html); everything else is the landing page. */
const APP_SHELL_PREFIXES = ['/app', '/partner', '/admin'];

/**
 * The dev server answers every unknown path with index.html, which is now the landing page; the
 * app's client routes need the app shell instead, as the production server serves them.
 */
function appShellInDev(): Plugin {
  return {
    name: 'haetbit-app-shell-in-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const isShellRoute = APP_SHELL_PREFIXES.some(
          (prefix) => path === prefix || path.startsWith(`${prefix}/`),
        );
        if (isShellRoute && !path.includes('.')) request.url = '/app.html';
        next();
      });
    },
  };
}

/**
 * React Router's files assign `displayName` to every component and context at the top level and
 * create components with unmarked `forwardRef` calls; both count as side effects, so the bundler
 * keeps components the app never uses (Form and its submission code, …) in the app's entry. The
 * names only serve the React developer tools; production builds drop them and mark the calls
 * pure (decision 008).
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'haetbit-react-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/.*\.mjs$/.test(id)) return null;
      const stripped = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        // Creating a component or context has no side effect; marked so, unused ones are dropped.
        .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
      return { code: stripped, map: null };
    },
  };
}

/** A workspace package's source file: the web builds from the sources, not the packages' output. */
const packageSource = (path: string) =>
  fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));
const ENGINE_PARTS = ['device', 'geometry', 'landing-case', 'layout'] as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    documentHeadPlugin(),
    appShellInDev(),
    ...(isSsrBuild ? [] : [uiFontPlugin(), reactRouterWithoutDisplayNames()]),
  ],
  resolve: {
    alias: {
      // React Router's package exports only its development files (warnings on); the build takes
      // the production files beside them.
      ...(command === 'build' && !isSsrBuild
        ? {
            'react-router': fileURLToPath(
              new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
      '@haetbit/contracts': packageSource('contracts/src/index.ts'),
      // The engine's parts the web imports, each without the rest of the engine: the finance
      // for the owner's device recalculation (loaded lazily), the geometry (local metres about a
      // latitude) and the module layout the map draws with, and the landing page's example case
      // (no engine code), which its figures were computed for.
      ...Object.fromEntries(
        ENGINE_PARTS.map((part) => [
          `@haetbit/solar/${part}`,
          packageSource(`solar/src/${part}.ts`),
        ]),
      ),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/open': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? // The landing page rendered once at build time (scripts/postbuild.mjs), never shipped.
      { outDir: '.prerender', emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Maps are written for error reports but not referenced from the files, and the server
        // does not serve them in production.
        sourcemap: 'hidden',
        manifest: true,
        target: 'es2022',
        // Terser's second pass saves about 3 % gzip over esbuild on the entry chunk.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
        // Every browser the app supports knows modulepreload; the polyfill would cost the entry.
        modulePreload: { polyfill: false },
        rollupOptions: {
          // Two documents: the prerendered landing page (index.html) needs neither the router nor
          // the query cache; the app shell (app.html) serves /app, /partner and /admin. Their shared
          // head is written once (build/document-head.ts).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            app: fileURLToPath(new URL('./app.html', import.meta.url)),
          },
          output: {
            // The contracts' route objects (decision 013) are tiny modules shared by many screens;
            // without this each area's routes became a chunk of a few hundred bytes of its own in
            // the home's first load. Rollup merges such chunks where no other code runs earlier.
            experimentalMinChunkSize: 1000,
            // React is shared by both documents; a named chunk keeps its cache entry recognisable.
            manualChunks: (id) =>
              /node_modules\/(?:react|react-dom|scheduler)\//.test(id) ? 'react' : undefined,
          },
        },
      },
}));
