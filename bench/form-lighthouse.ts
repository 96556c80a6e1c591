// Lighthouse mobile (simulated throttling, its default) on a form page: the performance score and
// the total blocking time, the median run of several (Lighthouse's own computeMedianRun). The
// form benchmark (bench/forms.ts) calls it run after run, alternating the builds, so that a busy
// spell of the shared machine falls on both.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** One run's score, blocking time and the long tasks after its first paint (simulated ms). */
export interface LighthouseRun {
  performance: number;
  tbtMs: number;
  /** Lighthouse's long tasks from the first contentful paint on: `file@start:duration`. */
  tasks: string[];
}

export interface LighthouseFigures {
  performance: number;
  tbtMs: number;
  /** Every run's figures, for the record: what made a cell miss. */
  runs: LighthouseRun[];
}

export interface LighthouseBrowser {
  audit(url: string): Promise<Result>;
  close(): void;
}

/** A headless Chromium for Lighthouse (CHROME_PATH, else Debian's). */
export async function lighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const audit = async (url: string, retry = true): Promise<Result> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run that could not load the page (it happens on a busy machine) is run once more.
    if (result.lhr.runtimeError && retry) return audit(url, false);
    const lhr = result.lhr;
    delete lhr.fullPageScreenshot;
    for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete lhr.audits[id];
    return lhr;
  };
  return { audit: (url) => audit(url), close: () => chrome.kill() };
}

interface LongTask {
  url?: string;
  startTime?: number;
  duration?: number;
}

const figures = (lhr: Result): LighthouseRun => {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const details = lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    tasks: (details?.items ?? [])
      .filter((task) => (task.startTime ?? 0) >= fcp)
      .map((task) => {
        const file =
          String(task.url ?? '')
            .split('/')
            .pop() || 'page';
        return `${file}@${Math.round(task.startTime ?? 0)}:${Math.round(task.duration ?? 0)}`;
      }),
  };
};

/** The median run of `results` (one page, one build) and every run's figures. */
export function lighthouseFigures(results: Result[]): LighthouseFigures {
  const runs = results.map(figures);
  // computeMedianRun returns one of the results themselves.
  const { performance, tbtMs } = runs[results.indexOf(computeMedianRun(results))]!;
  return { performance, tbtMs, runs };
}
