// The home page: who the school is, the stages, how to join, and the latest news.

import { useLoaderData } from 'react-router';
import { summary, type PageContent } from '../../content/page-content';
import { pageContent } from '../content-context';
import { loadPageMeta, type PageMeta } from '../page-meta';
import type { WpSummary } from '../../content/wp-schema';
import type { Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messages';
import type { RouteId } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { ArrowRightIcon } from '../components/icons';
import { NewsCard } from '../components/news-card';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

interface HomeData {
  news: WpSummary[];
  meta: PageMeta | null;
}

/** The latest news; the home page still renders (without news) when the content service fails. */
async function homeLoader(content: PageContent, locale: Locale): Promise<HomeData> {
  const [news, meta] = await Promise.all([
    content
      .client()
      .then((client) => client.listPosts(locale, { perPage: 3 }))
      .then((list) => list.items.map(summary))
      .catch(() => []),
    loadPageMeta(content, '', locale),
  ]);
  return { news, meta };
}

export const page: PageFactory = (locale) => ({
  Component: HomePage,
  loader: ({ context }) => homeLoader(pageContent(context), locale),
});

const facts: [MessageId, MessageId][] = [
  ['home.facts.students', 'home.facts.studentsDetail'],
  ['home.facts.ages', 'home.facts.agesDetail'],
  ['home.facts.curriculum', 'home.facts.curriculumDetail'],
  ['home.facts.stem', 'home.facts.stemDetail'],
];

const stages: { id: RouteId; title: MessageId; body: MessageId }[] = [
  { id: 'early-years', title: 'home.stages.early', body: 'home.stages.earlyBody' },
  { id: 'primary-school', title: 'home.stages.primary', body: 'home.stages.primaryBody' },
  { id: 'secondary-school', title: 'home.stages.secondary', body: 'home.stages.secondaryBody' },
];

function HomePage() {
  const { news, meta } = useLoaderData() as HomeData;
  const t = useT();
  const path = useRoutePath();
  usePageHead({
    title: meta?.title ?? t('site.titleTemplate', { page: t('page.home.title') }),
    description: meta?.description ?? t('page.home.description'),
  });
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__kicker">{t('site.tagline')}</p>
          <h1 id="hero-title">{t('home.hero.title')}</h1>
          <p className="lead">{t('home.hero.body')}</p>
          <p className="hero__actions">
            <AppLink to={path('application-form')} className="button button--accent">
              {t('home.hero.apply')}
            </AppLink>
            <AppLink to={path('open-house')} className="button button--light">
              {t('home.hero.visit')}
            </AppLink>
          </p>
        </div>
        <div className="hero__art" aria-hidden="true" />
      </section>

      <section className="section" aria-labelledby="facts-title">
        <h2 id="facts-title">{t('home.facts.title')}</h2>
        <ul className="facts">
          {facts.map(([title, detail]) => (
            <li key={title} className="facts__item">
              <strong>{t(title)}</strong>
              <span>{t(detail)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="stages-title">
        <h2 id="stages-title">{t('home.stages.title')}</h2>
        <ul className="cards">
          {stages.map((stage) => (
            <li key={stage.id} className="card">
              <h3>{t(stage.title)}</h3>
              <p>{t(stage.body)}</p>
              <AppLink to={path(stage.id)} className="card__link">
                {t('home.stages.more', { stage: t(stage.title) })} <ArrowRightIcon width={16} height={16} />
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--band" aria-labelledby="admissions-title">
        <h2 id="admissions-title">{t('home.admissions.title')}</h2>
        <p>{t('home.admissions.body')}</p>
        <p className="hero__actions">
          <AppLink to={path('contact-app')} className="button">
            {t('home.admissions.quick')}
          </AppLink>
          <AppLink to={path('application-form')} className="button button--accent">
            {t('home.admissions.full')}
          </AppLink>
          <AppLink to={path('school-fees')} className="button button--ghost">
            {t('home.admissions.fees')}
          </AppLink>
        </p>
      </section>

      {news.length > 0 ? (
        <section className="section" aria-labelledby="news-title">
          <h2 id="news-title">{t('home.news.title')}</h2>
          <div className="news-grid">
            {news.map((post) => (
              <NewsCard key={post.id} post={post} headingLevel="h3" />
            ))}
          </div>
          <p>
            <AppLink to={path('news-updates')} className="button button--ghost">
              {t('home.news.all')}
            </AppLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
