// Ends the current task and resolves in a later one, so that what comes next runs in a task of
// its own: a page's start is a chain of steps (load the app, evaluate it, read what the device
// holds, hydrate), and chained by promises they would all run in whichever task finished the
// last load, one long task that holds up a tap (and counts as blocking time). Chromium's
// `scheduler.yield()` puts the continuation ahead of other queued tasks; elsewhere a timer.

interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
