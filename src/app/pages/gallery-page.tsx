// The gallery: its four sections (Boarding, Facilities, School Events, Life at the school) on
// /school-gallery, then items in no section the site knows ("More photos": a WordPress without
// ACF has no sections), and the newest items on /gallery-new.

import { useLoaderData } from 'react-router';
import { summary } from '../../content/page-content';
import { pageContent } from '../content-context';
import type { GallerySection, WpGallery } from '../../content/wp-schema';
import type { MessageId } from '../../i18n/messages';
import type { AppRoute } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { WpImageView } from '../components/wp-image';
import { descriptionId, titleId } from '../layout/nav-model';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

export const gallerySections: { id: GallerySection; label: MessageId }[] = [
  { id: 'boarding', label: 'gallery.section.boarding' },
  { id: 'facilities', label: 'gallery.section.facilities' },
  { id: 'school-events', label: 'gallery.section.schoolEvents' },
  { id: 'life', label: 'gallery.section.life' },
];

interface GalleryData {
  groups: { section?: GallerySection | 'other'; label?: MessageId; items: Omit<WpGallery, 'contentHtml'>[] }[];
}

/** Every item there is (a school's gallery fits in one request of 100). */
const ALL_ITEMS = 100;

export const page: PageFactory = (locale, route) => ({
  Component: () => <GalleryPage route={route} />,
  loader: async ({ context }): Promise<GalleryData> => {
    const client = await pageContent(context).client();
    if (route.id === 'gallery-new') {
      const { items } = await client.listGallery(locale, { perPage: 12 });
      return { groups: [{ items: items.map(summary) }] };
    }
    const items = (await client.listGallery(locale, { perPage: ALL_ITEMS })).items.map(summary);
    const groups: GalleryData['groups'] = gallerySections.map((s) => ({
      section: s.id,
      label: s.label,
      items: items.filter((item) => item.section === s.id),
    }));
    const other = items.filter((item) => item.section === undefined);
    if (other.length > 0) groups.push({ section: 'other', label: 'gallery.section.other', items: other });
    return { groups };
  },
});

function GalleryPage({ route }: { route: AppRoute }) {
  const { groups } = useLoaderData() as GalleryData;
  const t = useT();
  const path = useRoutePath();
  const title = t(titleId(route));
  const description = t(descriptionId(route));
  usePageHead({ title: t('site.titleTemplate', { page: title }), description });
  return (
    <div className="page">
      <PageHeader title={title} lead={description} />
      {groups.length > 1 ? (
        <nav aria-label={t('gallery.sections')} className="chips">
          {groups.map((g) => (
            <a key={g.section} href={`#${g.section}`} className="chip">
              {g.label ? t(g.label) : null}
            </a>
          ))}
        </nav>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.section ?? 'new'}
          id={group.section}
          aria-label={group.label ? t(group.label) : title}
          className="section"
        >
          {group.label ? <h2>{t(group.label)}</h2> : null}
          {group.items.length === 0 ? <p>{t('gallery.empty')}</p> : null}
          <ul className="gallery-grid">
            {group.items.map((item) => (
              <li key={item.id} className="gallery-card">
                <AppLink to={path('gallery-item', { slug: item.slug })}>
                  {item.featuredImage ? (
                    <WpImageView image={item.featuredImage} sizes="(min-width: 60rem) 20rem, 50vw" />
                  ) : null}
                  <span className="gallery-card__title">{item.title}</span>
                  <span className="gallery-card__count">{t('gallery.photos', { count: item.images.length })}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
