// Work that must finish before a new version reloads the page: forms register their draft flush
// here, so an update never loses what a family typed.

type Hook = () => Promise<void> | void;
const hooks = new Set<Hook>();

/** Registers `hook`; returns a function that removes it. */
export function registerBeforeUpdate(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every registered hook and waits for all of them. */
export async function runBeforeUpdate(): Promise<void> {
  await Promise.all([...hooks].map((hook) => hook()));
}
