// The admissions desk's page: its language from the path (/desk or /th/desk), its messages, the
// session, and the router. Its own build (scripts/build-desk.ts), never part of the public site.

import './desk.css';
import './desk-forms.css';
import './assessment/assessment.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { deskLocaleOf, intlLocale } from './locale';
import { loadDeskMessages } from './messages';
import { deskRoutes } from './routes';
import { SessionProvider } from './session';

async function start(): Promise<void> {
  const container = document.getElementById('desk');
  if (!container) return;
  const { locale, basename } = deskLocaleOf(location.pathname);
  const messages = await loadDeskMessages(locale);
  const router = createBrowserRouter(deskRoutes, { basename });
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale={intlLocale(locale)} messages={messages} timeZone="Asia/Bangkok">
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </IntlProvider>
    </StrictMode>,
  );
}

void start();
