// Lighthouse mobile (simulated throttling, its default) on a form page: the performance score and
// the total blocking time, the median run of several (Lighthouse's own computeMedianRun). The
// form benchmark (bench/forms.ts) calls it run after run, alternating the builds, so that a busy
// spell of the shared machine falls on both.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export interface LighthouseFigures {
  performance: number;
  tbtMs: number;
  /** Every run's score and blocking time, for the record. */
  runs: { performance: number; tbtMs: number }[];
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

const figures = (lhr: Result) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
});

/** The median run of `results` (one page, one build) and every run's figures. */
export function lighthouseFigures(results: Result[]): LighthouseFigures {
  return { ...figures(computeMedianRun(results)), runs: results.map(figures) };
}
