// One gallery item by slug: its photos (from ACF's gallery field or the content's Gallery block),
// and the slugs of its translations for the language menu and hreflang.

import { useLoaderData } from 'react-router';
import { AppLink, useRoutePath } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { WpImageView } from '../components/wp-image';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';
import { pageContent } from '../content-context';
import { loadGalleryItem, type GalleryItemData } from './item-loaders';

export const page: PageFactory = (locale) => ({
  Component: GalleryItemPage,
  loader: ({ params, context }) => loadGalleryItem(pageContent(context), locale, params.slug ?? ''),
});

function GalleryItemPage() {
  const { item, lead, head } = useLoaderData() as GalleryItemData;
  const t = useT();
  const path = useRoutePath();
  usePageHead({
    title: item.meta.title ?? t('site.titleTemplate', { page: item.title }),
    description: item.meta.description ?? (lead || t('page.gallery-item.description')),
    image: item.featuredImage?.src,
    ...head,
  });
  return (
    <div className="page">
      <PageHeader title={item.title} lead={lead || undefined} />
      {item.images.length === 0 ? <p>{t('gallery.empty')}</p> : null}
      <ul className="gallery-grid gallery-grid--large">
        {item.images.map((image, i) => (
          <li key={image.id}>
            <figure>
              <WpImageView image={image} sizes="(min-width: 60rem) 30rem, 100vw" priority={i === 0} />
              {image.alt ? <figcaption>{image.alt}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <p>
        <AppLink to={path('school-gallery')} className="button button--ghost">
          {t('gallery.back')}
        </AppLink>
      </p>
    </div>
  );
}
