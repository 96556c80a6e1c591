// A video from WordPress before it is played: a link to it on the provider's site, labelled in the
// visitor's language, that works without script. src/islands/video-embed.ts swaps in the
// provider's player when it is clicked; nothing is loaded from the provider before that.

import { useEffect } from 'react';
import { embedFromWatchUrl, providerNames } from '../../content/embeds';
import { useT } from '../use-t';

export function VideoEmbedLink({ href, title }: { href: string; title: string }) {
  const t = useT();
  const embed = embedFromWatchUrl(href);
  useEffect(() => {
    // The click handler, loaded with the first video on screen: until then the link opens the video.
    if (embed) void import('../../islands/video-embed');
  }, [embed]);
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
