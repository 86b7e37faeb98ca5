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
