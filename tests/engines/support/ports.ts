// Ports of the cross-engine tests: the suite's server is Playwright's web server (E2E_PORT); each
// link proxy and WebDriver takes a free port (tests/support/ports.ts).

export { e2ePort as serverPort, freePort } from '../../support/ports';
