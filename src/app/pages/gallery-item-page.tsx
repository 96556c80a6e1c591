// One gallery item by slug: its photos.

import { useLoaderData } from 'react-router';
import { contentClient } from '../../content/content-client';
import type { WpGallery } from '../../content/wp-schema';
import { htmlToText } from '../../content/html-text';
import { AppLink, useRoutePath } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { WpImageView } from '../components/wp-image';
import { withContent } from '../content-errors';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from '../lazy-pages';

export const page: PageFactory = (locale) => ({
  Component: GalleryItemPage,
  loader: ({ params }) => withContent(async () => (await contentClient()).galleryBySlug(params.slug ?? '', locale)),
});

function GalleryItemPage() {
  const item = useLoaderData() as WpGallery;
  const t = useT();
  const path = useRoutePath();
  const description = item.meta.description ?? (htmlToText(item.contentHtml) || t('page.gallery-item.description'));
  usePageHead({
    title: item.meta.title ?? t('site.titleTemplate', { page: item.title }),
    description,
    image: item.images[0]?.src,
  });
  return (
    <div className="page">
      <PageHeader title={item.title} lead={htmlToText(item.contentHtml) || undefined} />
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
