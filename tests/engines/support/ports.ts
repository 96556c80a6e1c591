// Ports of the cross-engine tests (all derived from E2E_PORT, so parallel checkouts can differ):
// the test server, one link proxy and one WebDriver port per test worker.

/** The test server's port (playwright.config.ts's web server). */
export const serverPort = () => Number(process.env.E2E_PORT ?? 4173);

const workerIndex = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's proxy port: E2E_PROXY_PORT (default E2E_PORT + 10) + the worker's parallel index. */
export function proxyPort(): number {
  return Number(process.env.E2E_PROXY_PORT ?? serverPort() + 10) + workerIndex();
}

/** This worker's WebDriver port: E2E_WEBDRIVER_PORT (default E2E_PORT + 30) + the worker's parallel index. */
export function webDriverPort(): number {
  return Number(process.env.E2E_WEBDRIVER_PORT ?? serverPort() + 30) + workerIndex();
}
