// Full-text search (input `searchInput`) over the pages of the current locale. The index
// (/search/<locale>.json, written by scripts/search-index.ts) is fetched in an effect, so the page
// prerenders without fetching and the service worker can cache the file for offline use; news
// published after the build are added from the content service in the background. The query
// lives in the URL (?q=) so results can be shared and the back button works. Before the page's
// code arrives the form is a plain GET form to this page, so Enter still searches. The list of hits
// and its keyboard path are in search-results.tsx.

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { browserPageContent } from '../../content/page-content';
import { localePath, type Locale } from '../../i18n/locales';
import { routeById } from '../../routes/table';
import { addDocs, loadIndex, search, type SearchIndex } from '../../search';
import { newsSearchDoc } from '../../search/news-doc';
import { PageHeader } from '../components/page-header';
import { useLocale } from '../locale-context';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';
import { focusResult, SearchResults } from './search-results';

export const page: PageFactory = () => ({ Component: SearchPage });

const MIN_QUERY_LENGTH = 2;
const URL_DEBOUNCE_MS = 150;
const RECENT_NEWS = 20;

type IndexState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: SearchIndex; revision: number };

// One index per locale for the whole visit, and one request for recent news.
const pendingIndexes = new Map<Locale, Promise<SearchIndex>>();
const loadedIndexes = new Map<Locale, SearchIndex>();
const newsRequested = new Set<Locale>();

function fetchIndex(locale: Locale): Promise<SearchIndex> {
  let pending = pendingIndexes.get(locale);
  if (!pending) {
    pending = fetch(`/search/${locale}.json`).then(async (response) => {
      if (!response.ok) throw new Error(`Search index answered ${response.status}`);
      const index = loadIndex(await response.text(), locale);
      loadedIndexes.set(locale, index);
      return index;
    });
    // A failure is forgotten, so 'Try again' fetches anew.
    pending.catch(() => pendingIndexes.delete(locale));
    pendingIndexes.set(locale, pending);
  }
  return pending;
}

/** Adds news the build did not see; once per locale and visit. Without them search still works. */
async function addRecentNews(locale: Locale, index: SearchIndex): Promise<number> {
  if (newsRequested.has(locale)) return 0;
  newsRequested.add(locale);
  try {
    const { items } = await (await browserPageContent().client()).listPosts(locale, { perPage: RECENT_NEWS });
    return addDocs(
      index,
      items.map((post) => newsSearchDoc(locale, post)),
    );
  } catch {
    return 0;
  }
}

function useSearchIndex(locale: Locale): { state: IndexState; retry: () => void } {
  const [state, setState] = useState<IndexState>(() => {
    const index = loadedIndexes.get(locale);
    return index ? { status: 'ready', index, revision: 0 } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const ready = (index: SearchIndex) =>
      setState((current) => ({
        status: 'ready',
        index,
        revision: current.status === 'ready' ? current.revision + 1 : 0,
      }));
    fetchIndex(locale).then(
      (index) => {
        if (!active) return;
        ready(index);
        void addRecentNews(locale, index).then((added) => {
          if (active && added > 0) ready(index);
        });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

const subscribeNothing = () => () => undefined;

/** False while hydrating prerendered HTML (which was rendered without a query), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function SearchPage() {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const query = hydrated ? (params.get('q') ?? '') : '';
  const { state, retry } = useSearchIndex(locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const title = t('page.search.title');
  usePageHead({ title: t('site.titleTemplate', { page: title }), description: t('page.search.description') });

  const trimmed = query.trim();
  const searching = [...trimmed].length >= MIN_QUERY_LENGTH;
  const hits = useMemo(
    () => (searching && state.status === 'ready' ? search(state.index, trimmed, locale) : []),
    [searching, state, trimmed, locale],
  );

  const writeQuery = (value: string) =>
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  const scheduleQuery = (value: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      writeQuery(value);
    }, URL_DEBOUNCE_MS);
  };
  const flushQuery = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    writeQuery(inputRef.current?.value ?? '');
  };

  // The URL changed by itself (back, forward, a link, hydration): show its query in the field,
  // unless the visitor is typing and the URL is about to follow. Text typed before the page's
  // code arrived wins over the URL's query once, at hydration: nothing typed is lost.
  const adopted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !hydrated) return;
    if (!adopted.current) {
      adopted.current = true;
      if (input.value.trim() && input.value !== query) {
        writeQuery(input.value);
        return;
      }
    }
    if (timer.current === undefined && input.value !== query) input.value = query;
    // writeQuery is a new function each render; the effect follows the URL and hydration only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, hydrated]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || hits.length === 0) return;
    event.preventDefault();
    focusResult(listRef.current, 0);
  };

  let status = '';
  if (searching && state.status === 'loading') status = t('search.loading');
  if (searching && state.status === 'ready') status = t('search.results', { count: hits.length, query: trimmed });

  return (
    <div className="page">
      <PageHeader title={title} lead={t('search.hint')} />
      <search>
        {/* A plain GET form before the page's code arrives (Enter loads ?q=, which the page then
            runs); once hydrated, the query is written to the URL in place. */}
        <form
          role="search"
          action={localePath(locale, routeById.search.path)}
          method="get"
          className="search-form"
          onSubmit={(event) => {
            event.preventDefault();
            flushQuery();
          }}
        >
          <label htmlFor="searchInput">{t('search.label')}</label>
          <input
            ref={inputRef}
            id="searchInput"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => scheduleQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
      </search>
      {state.status === 'error' ? (
        <div className="search-error" role="alert">
          <p>{t('search.error')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('search.retry')}
          </button>
        </div>
      ) : null}
      <section className="search-results">
        <div role="status" aria-live="polite" aria-atomic="true">
          {status ? <h2>{status}</h2> : null}
        </div>
        {hits.length > 0 ? <SearchResults hits={hits} locale={locale} inputRef={inputRef} listRef={listRef} /> : null}
      </section>
    </div>
  );
}
