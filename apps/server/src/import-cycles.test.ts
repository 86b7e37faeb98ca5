import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No source file reaches itself through its imports (issue 35): a module's actor files import
 * the shared helpers from its `context.ts`, never from the `service.ts` that assembles them.
 * Type-only imports count too, so a shape shared by two files lives in a third.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/solar/src',
];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sourceFiles(path, into);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      into.push(path);
    }
  }
  return into;
}

/** Each file's relative imports, resolved to the files they name. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), specifier!).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) =>
        known.has(path),
      );
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.map((path) => relative(root, path)).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * Imports from a folder up to a file of one of its own ancestor folders (`modules/x` → `src`),
 * counted once per pair of folders. Such an import turns the parent into a library of its children
 * as well as the place that assembles them; shared code lives in a sibling folder instead (`lib/`,
 * `providers/kit/`). The few that stay are named in docs/architecture.md (issue 35: at most 15).
 */
function climbingFolderPairs(graph: Map<string, string[]>, under: string): string[] {
  const pairs = new Set<string>();
  for (const [file, targets] of graph) {
    const fromDir = dirname(file);
    for (const target of targets) {
      const toDir = dirname(target);
      if (fromDir.startsWith(`${toDir}/`)) {
        pairs.add(`${relative(under, fromDir)} → ${relative(under, toDir) || '.'}`);
      }
    }
  }
  return [...pairs].sort();
}

const SERVER_CLIMBS_NAMED = [
  'db/seed → .',
  'db/seed → db',
  'providers/offline-data/scripts → providers/offline-data',
  'test → .',
];

describe('imports that climb back up', () => {
  it('finds the folder pair of an import into an ancestor folder, once', () => {
    const graph = new Map([
      ['/src/modules/a/x.ts', ['/src/errors.ts', '/src/lib/clock.ts']],
      ['/src/modules/a/y.ts', ['/src/errors.ts', '/src/modules/a/x.ts']],
    ]);
    expect(climbingFolderPairs(graph, '/src')).toEqual(['modules/a → .']);
  });

  it('are in the server only the named few, each named in the architecture page', () => {
    const serverRoot = join(root, 'apps/server/src');
    const climbs = climbingFolderPairs(importGraph(sourceFiles(serverRoot)), serverRoot);
    expect(climbs).toEqual(SERVER_CLIMBS_NAMED);
    expect(climbs.length).toBeLessThanOrEqual(15);
    const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    for (const pair of climbs) expect(architecture).toContain(`\`${pair}\``);
  });
});

describe('import circles', () => {
  it('finds one when two files import each other', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });

  it('has none in the server, the web app or the packages', () => {
    const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(300);
    expect(circles(importGraph(files))).toEqual([]);
  });
});
