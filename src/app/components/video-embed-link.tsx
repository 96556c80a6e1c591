// A video from WordPress before it is played: a link to it on the provider's site, labelled in the
// visitor's language, that works without script. src/islands/video-embed.ts swaps in the
// provider's player when it is clicked (src/boot.ts loads it when the page has a video); nothing
// is loaded from the provider before that.

import { embedFromWatchUrl, providerNames } from '../../content/embeds';
import { useT } from '../use-t';

export function VideoEmbedLink({ href, title }: { href: string; title: string }) {
  const t = useT();
  const embed = embedFromWatchUrl(href);
  if (!embed) return null;
  const provider = providerNames[embed.provider];
  return (
    <a className="video-embed" href={embed.watchUrl}>
      <span className="video-embed__play" aria-hidden="true" />
      <span className="video-embed__text">
        <span className="video-embed__action">{t('embed.play')}</span>
        {title ? <span className="video-embed__title">{title}</span> : null}
        <span className="video-embed__source">{provider}</span>
      </span>
    </a>
  );
}
