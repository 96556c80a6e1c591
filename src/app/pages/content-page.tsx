// A content page of the table: heading, its prose for the locale, side menu and 'Next' link.

import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { pageContent } from '../content-context';
import { loadPageMeta, type PageMeta } from '../page-meta';
import type { Locale } from '../../i18n/locales';
import type { AppRoute } from '../../routes/table';
import { PageHeader } from '../components/page-header';
import { descriptionId, titleId } from '../layout/nav-model';
import { NextLink } from '../layout/next-link';
import { SideMenu } from '../layout/side-menu';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

/** Page prose: `src/pages/<route id>/<locale>.tsx`, each its own chunk. */
const bodies = import.meta.glob<{ default: ComponentType }>('../../pages/*/*.tsx');

async function loadBody(locale: Locale, route: AppRoute): Promise<ComponentType | null> {
  const load = bodies[`../../pages/${route.id}/${locale}.tsx`];
  return load ? (await load()).default : null;
}

export const page: PageFactory = async (locale, route) => {
  const Body = await loadBody(locale, route);
  return {
    Component: () => <ContentPage route={route} Body={Body} />,
    loader: ({ context }) => loadPageMeta(pageContent(context), route.path, locale),
  };
};

export function ContentPage({ route, Body }: { route: AppRoute; Body: ComponentType | null }) {
  const t = useT();
  const meta = useLoaderData() as PageMeta | null;
  const title = t(titleId(route));
  const description = t(descriptionId(route));
  usePageHead({
    title: meta?.title ?? t('site.titleTemplate', { page: title }),
    description: meta?.description ?? description,
  });
  const side = 'side' in route ? route.side : undefined;
  return (
    <div className={side ? 'page page--with-side' : 'page'}>
      <article className="page__article">
        <PageHeader title={title} lead={description} />
        {Body ? (
          <div className="prose">
            <Body />
          </div>
        ) : null}
        <NextLink from={route.id} />
      </article>
      {side ? <SideMenu menu={side} /> : null}
    </div>
  );
}
