// Setup of the unit project: in tests that run in a DOM (jsdom), Testing Library's `findBy…` and
// `waitFor` wait up to 5 s rather than 1 s. Forms load their later parts (the schema, the
// resolver, the next step) as chunks on demand, and on the shared build machine under a full run
// that takes longer than a second; a state that never comes still fails, only later.

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
