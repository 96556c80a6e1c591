// Who is signed in to the desk: asked of the server when the page opens (the session lives in an
// HttpOnly cookie the page cannot read), set after a sign-in or an enrolment, cleared on sign-out
// or when the server says the session ended.

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionAnswer } from '../shared/contracts/desk-staff';
import { api, setCsrfToken, whenSignedOut } from './api';

type SessionState =
  { state: 'loading' } | { state: 'signed-out'; expired?: boolean } | { state: 'signed-in'; session: SessionAnswer };

interface SessionContext {
  session: SessionState;
  signedIn(answer: SessionAnswer): void;
  signOut(): Promise<void>;
}

const Context = createContext<SessionContext | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  const signedIn = useCallback((answer: SessionAnswer) => {
    setCsrfToken(answer.csrfToken);
    setSession({ state: 'signed-in', session: answer });
  }, []);
  useEffect(() => {
    whenSignedOut(() => setSession({ state: 'signed-out', expired: true }));
    api.session.state().then(
      (answer) => (answer.signedIn ? signedIn(answer) : setSession({ state: 'signed-out' })),
      () => setSession({ state: 'signed-out' }),
    );
  }, [signedIn]);
  const signOut = useCallback(async () => {
    await api.session.signOut().catch(() => undefined);
    setCsrfToken('');
    setSession({ state: 'signed-out' });
  }, []);
  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSession(): SessionContext {
  const context = useContext(Context);
  if (!context) throw new Error('useSession outside SessionProvider');
  return context;
}

/** The signed-in member of staff (only inside pages that need one). */
export function useStaff(): SessionAnswer {
  const { session } = useSession();
  if (session.state !== 'signed-in') throw new Error('not signed in');
  return session.session;
}
