// The forms benchmark (issue 29): today's baseline build and this build in the same run, each
// served by its own checkout's server (bench/form-builds.ts), the builds alternating at every
// step so that the shared machine's busy spells fall on both. For each form page and language,
// on a phone, first visit: the brotli script before the first field takes typing
// (bench/form-first-field.ts; goal at most 100 KB), Lighthouse mobile performance and total
// blocking time, median of LIGHTHOUSE_RUNS runs (5; goal >= 98 and < 100 ms); for the
// application with 4x CPU slowdown: typing into four children, interaction to next paint at p95
// (goal < 100 ms), and the next tab on a warm cache (goal < 100 ms), median of INTERACTION_RUNS
// (3). Each Lighthouse run starts in a quiet spell of the machine (bench/support/quiet.ts): a task
// that another process stretches counts four times over in the simulated blocking time. Prints the
// table with the load average and the gate's waits, then every Lighthouse run of a cell this build
// misses, with its long tasks; writes bench/results/forms-<time>.json.
// Run: npx tsx bench/form-baseline.ts (once), npm run build, npx tsx bench/forms.ts
// FORM_LOCALES=en,th limits the languages; FORM_SECTIONS=bytes,lighthouse,typing the sections.

import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { localePath, locales, type Locale } from '../src/i18n/locales';
import { formPages } from './form-budget';
import { formBuilds, root, serveBuild, type ServedBuild } from './form-builds';
import { measureFirstField } from './form-first-field';
import { measureNextTab, measureTyping } from './form-interaction';
import { lighthouseBrowser, lighthouseFigures, type LighthouseRun } from './form-lighthouse';
import { quietDefaults, waitForQuiet, type QuietSpell } from './support/quiet';

const goals = { firstFieldKb: 100, performance: 98, tbtMs: 100, inpMs: 100, nextTabMs: 100 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const interactionRuns = Number(process.env.INTERACTION_RUNS ?? 3);
const chosen = (process.env.FORM_LOCALES?.split(',') ?? locales) as Locale[];
const sections = new Set(process.env.FORM_SECTIONS?.split(',') ?? ['bytes', 'lighthouse', 'typing']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

interface Cell {
  before?: number;
  after?: number;
}
type Row = { page: string; locale: Locale | '' } & Record<string, Cell>;

const rows = new Map<string, Row>();
const cell = (page: string, locale: Locale | '', column: string): Cell => {
  const key = `${page}|${locale}`;
  if (!rows.has(key)) rows.set(key, { page, locale } as Row);
  const row = rows.get(key)!;
  return (row[column] ??= {} as Cell) as Cell;
};
const record = (build: ServedBuild, page: string, locale: Locale | '', column: string, value: number) => {
  cell(page, locale, column)[build.name as 'before' | 'after'] = value;
};

/** Every Lighthouse run of this build's pages (`page|locale` → runs), for the report and the misses. */
const lighthouseOfBuild = new Map<string, LighthouseRun[]>();
/** How long the Lighthouse runs waited for a quiet machine (bench/support/quiet.ts). */
let quietGate = '';

const loads: string[] = [`start ${load()}`];
const servers = await Promise.all(formBuilds().map(serveBuild));
const visits = formPages.flatMap((page) =>
  chosen.map((locale) => ({ page, locale, path: localePath(locale, page.path) })),
);
try {
  if (sections.has('bytes')) {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox'],
    });
    try {
      for (const { page, locale, path: at } of visits) {
        for (const server of servers) {
          const visit = await measureFirstField(browser, server.dir, server.origin + at);
          record(server, page.name, locale, 'firstFieldKb', visit.bytes / 1024);
          record(server, page.name, locale, 'scripts', visit.scripts.length);
        }
      }
    } finally {
      await browser.close();
    }
    loads.push(`after the bytes ${load()}`);
  }
  if (sections.has('lighthouse')) {
    const lighthouse = await lighthouseBrowser();
    const results = new Map<string, Result[]>();
    const spells: QuietSpell[] = [];
    try {
      // Round after round over every page and build, rather than one page's runs back to back.
      for (let run = 0; run < lighthouseRuns; run++) {
        for (const { page, locale, path: at } of visits) {
          for (const server of run % 2 ? [...servers].reverse() : servers) {
            const key = `${server.name}|${page.name}|${locale}`;
            spells.push(await waitForQuiet());
            results.set(key, [...(results.get(key) ?? []), await lighthouse.audit(server.origin + at)]);
          }
        }
        process.stderr.write(`Lighthouse round ${run + 1} of ${lighthouseRuns} done (load ${load()})\n`);
      }
    } finally {
      lighthouse.close();
    }
    for (const { page, locale } of visits) {
      for (const server of servers) {
        const figures = lighthouseFigures(results.get(`${server.name}|${page.name}|${locale}`)!);
        record(server, page.name, locale, 'performance', figures.performance);
        record(server, page.name, locale, 'tbtMs', figures.tbtMs);
        if (server.name === 'after') lighthouseOfBuild.set(`${page.name}|${locale}`, figures.runs);
      }
    }
    loads.push(`after Lighthouse ${load()}`);
    const { busyShare, windowMs, timeoutMs } = quietDefaults;
    // Longer than one window, give or take the timer's slack.
    const waited = spells.filter((spell) => spell.waitedMs > 1.5 * windowMs);
    quietGate =
      `before each of ${spells.length} Lighthouse runs, ${windowMs / 1000} s with at most ${busyShare * 100} % of the CPU busy: ` +
      `${waited.length} runs waited longer (${(waited.reduce((sum, spell) => sum + spell.waitedMs, 0) / 1000).toFixed(0)} s in all), ` +
      `${spells.filter((spell) => !spell.quiet).length} started without one after ${timeoutMs / 60_000} minutes`;
  }
  if (sections.has('typing')) {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox'],
    });
    const typing = new Map<string, number[]>();
    const nextTab = new Map<string, number[]>();
    try {
      for (let run = 0; run < interactionRuns; run++) {
        for (const server of run % 2 ? [...servers].reverse() : servers) {
          typing.set(server.name, [
            ...(typing.get(server.name) ?? []),
            (await measureTyping(browser, server.origin)).p95Ms,
          ]);
          nextTab.set(server.name, [...(nextTab.get(server.name) ?? []), await measureNextTab(browser, server.origin)]);
        }
      }
    } finally {
      await browser.close();
    }
    for (const server of servers) {
      record(server, 'application', 'en', 'inpP95Ms', median(typing.get(server.name)!));
      record(server, 'application', 'en', 'nextTabMs', median(nextTab.get(server.name)!));
    }
    loads.push(`after typing ${load()}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

const columns = [
  ['firstFieldKb', 'first field KB br', (v: number) => v.toFixed(1), (v: number) => v <= goals.firstFieldKb],
  ['scripts', 'scripts', (v: number) => v.toFixed(0), () => true],
  ['performance', 'LH perf', (v: number) => v.toFixed(0), (v: number) => v >= goals.performance],
  ['tbtMs', 'TBT ms', (v: number) => v.toFixed(0), (v: number) => v < goals.tbtMs],
  ['inpP95Ms', 'INP p95 ms (4 children, 4x)', (v: number) => v.toFixed(0), (v: number) => v < goals.inpMs],
  ['nextTabMs', 'next tab ms (warm, 4x)', (v: number) => v.toFixed(0), (v: number) => v < goals.nextTabMs],
] as const;
const used = columns.filter(([key]) => [...rows.values()].some((row) => row[key]));
const show = (value: number | undefined, format: (v: number) => string, meets: (v: number) => boolean) =>
  value === undefined ? '' : `${format(value)}${meets(value) ? '' : ' ✗'}`;
console.log(`Form pages, phone, first visit: before (baseline) → after (this build). ✗ misses the goal.`);
console.log(`Load average (1, 5, 15 min): ${loads.join('; ')}`);
if (quietGate) console.log(`Quiet gate: ${quietGate}`);
console.log(`| page | lang | ${used.map(([, title]) => title).join(' | ')} |`);
console.log(`| --- | --- |${used.map(() => ' --- |').join('')}`);
for (const row of rows.values()) {
  const cells = used.map(([key, , format, meets]) => {
    const { before, after } = row[key] ?? {};
    return before === undefined && after === undefined
      ? ''
      : `${show(before, format, meets)} → ${show(after, format, meets)}`;
  });
  console.log(`| ${row.page} | ${row.locale} | ${cells.join(' | ')} |`);
}
// A Lighthouse cell of this build that misses: each run's score, blocking time and long tasks after
// the first paint (simulated), so a miss can be told apart: the page's own work, or a busy spell.
const missesGoal = (row: Row, key: 'performance' | 'tbtMs') => {
  const after = row[key]?.after;
  return after !== undefined && !columns.find(([column]) => column === key)![3](after);
};
const misses = [...rows.values()].filter((row) => missesGoal(row, 'performance') || missesGoal(row, 'tbtMs'));
if (misses.length)
  console.log(`\nThis build's Lighthouse runs where a cell misses (score/TBT ms: long tasks after FCP):`);
for (const row of misses) {
  const runs = lighthouseOfBuild.get(`${row.page}|${row.locale}`) ?? [];
  console.log(
    `- ${row.page} ${row.locale}: ${runs.map((r) => `${r.performance}/${r.tbtMs} (${r.tasks.join(', ')})`).join('; ')}`,
  );
}
const report = {
  date: new Date().toISOString(),
  goals,
  lighthouseRuns,
  interactionRuns,
  loads,
  quietGate,
  rows: [...rows.values()],
  lighthouse: Object.fromEntries(lighthouseOfBuild),
};
await mkdir(path.join(root, 'bench/results'), { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
await writeFile(path.join(root, 'bench/results', `forms-${stamp}.json`), JSON.stringify(report, null, 2));
