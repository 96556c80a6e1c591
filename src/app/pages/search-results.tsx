// The search page's list of hits: each title a link with the query's terms marked, an excerpt around
// the first match, and the keyboard path through the list (ArrowDown/ArrowUp move between results;
// Escape, or ArrowUp on the first, goes back to the search field).

import { Fragment, type KeyboardEvent, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales';
import { excerptAround, highlight, type SearchHit } from '../../search';
import { AppLink } from '../components/app-link';
import { useT } from '../use-t';

const EXCERPT_LENGTH = 220;

function Marked({ text, terms, locale }: { text: string; terms: string[]; locale: Locale }) {
  return highlight(text, terms, locale).map((part, i) =>
    part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
  );
}

interface ResultsProps {
  hits: SearchHit[];
  locale: Locale;
  inputRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLOListElement | null>;
}

/** Moves focus to the result link at `position` (0 is the first), if there is one. */
export function focusResult(list: HTMLOListElement | null, position: number): void {
  list?.querySelectorAll<HTMLAnchorElement>('.search-result__link')[position]?.focus();
}

export function SearchResults({ hits, locale, inputRef, listRef }: ResultsProps) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, position: number) => {
    if (event.key === 'ArrowDown' && position < hits.length - 1) focusResult(listRef.current, position + 1);
    else if (event.key === 'ArrowUp' && position > 0) focusResult(listRef.current, position - 1);
    else if (event.key === 'Escape' || event.key === 'ArrowUp') inputRef.current?.focus();
    else if (event.key !== 'ArrowDown') return;
    event.preventDefault();
  };
  return (
    <ol ref={listRef} className="search-results__list">
      {hits.map((hit, position) => (
        <li key={hit.id} className="search-result">
          <AppLink to={hit.url} className="search-result__link" onKeyDown={(event) => onKeyDown(event, position)}>
            <Marked text={hit.title} terms={hit.terms} locale={locale} />
          </AppLink>
          {hit.kind === 'news' ? <span className="search-result__kind"> · {t('search.news')}</span> : null}
          <p>
            <Marked
              text={excerptAround(hit.excerpt, hit.terms, EXCERPT_LENGTH, locale)}
              terms={hit.terms}
              locale={locale}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}
