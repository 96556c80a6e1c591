// The lint rule that refuses an import cycle (docs/architecture.md, "The walls"). Every edge
// counts: value and type-only imports, re-exports and lazy `import()`, because a type-only
// back-edge still ties two owners into one (neither can move or be read without the other).
// import-x's own no-cycle skips type-only edges and has no option to count them, hence this rule;
// it resolves specifiers with the same resolver as the other import walls.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files whose imports the rule follows; anything else (JSON, CSS, images) is a leaf. */
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** @typedef {{ resolve(source: string, file: string): { found: boolean; path?: string | null } }} Resolver */

/** Each file's specifiers, as TypeScript's pre-processor reads them (comments and strings skipped). */
function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles;
}

/**
 * The rule, resolving with `resolver` (the interface-v3 resolver the import-x settings use).
 * @param {Resolver} resolver
 */
export function noCycleRule(resolver) {
  /** @type {Map<string, { mtimeMs: number; targets: string[] }>} */
  const edges = new Map();

  /** The in-repository source file `source` (imported from `file`) resolves to, if any. */
  function target(source, file) {
    let found;
    try {
      found = resolver.resolve(source, file);
    } catch {
      return undefined;
    }
    if (!found.found || !found.path || found.path.split(path.sep).includes('node_modules')) return undefined;
    return SOURCE.test(found.path) ? path.resolve(found.path) : undefined;
  }

  /** The files `file` imports, read from disk once per version of it. */
  function importsOf(file) {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const known = edges.get(file);
    if (known?.mtimeMs === mtimeMs) return known.targets;
    const text = readFileSync(file, 'utf8');
    const targets = [...new Set(specifiers(text).flatMap(({ fileName }) => target(fileName, file) ?? []))];
    edges.set(file, { mtimeMs, targets });
    return targets;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid an import (value, type-only or lazy) whose module imports this one back.' },
      schema: [],
      messages: { cycle: 'Import cycle: {{route}} (docs/architecture.md).' },
    },
    create(context) {
      const file = path.resolve(context.physicalFilename);
      if (!path.isAbsolute(context.physicalFilename) || !SOURCE.test(file)) return {};
      return {
        Program() {
          const { sourceCode } = context;
          /** Files already searched from this one that do not lead back to it. */
          const dead = new Set();
          const reported = new Set();
          for (const { fileName, pos, end } of specifiers(sourceCode.text)) {
            const first = target(fileName, file);
            if (!first || first === file || reported.has(first)) continue;
            const route = routeBack(first, file, importsOf, dead);
            if (!route) continue;
            reported.add(first);
            context.report({
              loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
              messageId: 'cycle',
              data: { route: [file, ...route].map((step) => path.relative(context.cwd, step)).join(' → ') },
            });
          }
        },
      };
    },
  };
}

/**
 * The shortest chain of imports from `start` back to `home` (ending with `home`), or undefined.
 * Breadth-first, so the report names the shortest cycle; every file searched without finding
 * `home` goes into `dead` for the next import of the same file.
 */
function routeBack(start, home, importsOf, dead) {
  if (dead.has(start)) return undefined;
  /** @type {Map<string, string | null>} each reached file and the one that imported it */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const current = queue[at];
    for (const next of importsOf(current)) {
      if (next === home) {
        const route = [home];
        for (let step = current; step; step = cameFrom.get(step) ?? null) route.unshift(step);
        return route;
      }
      if (cameFrom.has(next) || dead.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  for (const reached of cameFrom.keys()) dead.add(reached);
  return undefined;
}
