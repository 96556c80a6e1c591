// The open shared-device session (docs/shared-device.md): its id and key, in this page's memory
// only. Apart from the database and Dexie, so a form can ask whether a private session is open
// before the storage code has loaded (./light.ts).

export interface OpenSession {
  id: string;
  key: CryptoKey;
}

let current: OpenSession | undefined;

/** Sets (or clears, with undefined) the session whose key seals and opens rows. */
export function setOpenSession(session: OpenSession | undefined): void {
  current = session;
}

/** The open session with its key, for sealing rows and carrying it to the tab's next page. */
export function openSessionKey(): Readonly<OpenSession> | undefined {
  return current;
}

/** The id of the open session, if any. */
export function openSessionId(): string | undefined {
  return current?.id;
}

/** True while a family's private session is open: fields then ask the browser not to remember. */
export function isPrivateSession(): boolean {
  return current !== undefined;
}
