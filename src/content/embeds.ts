// The videos WordPress may embed, and nothing else: YouTube (played from youtube-nocookie.com)
// and Vimeo (player.vimeo.com with Do Not Track). An embed becomes a link to the video on the
// provider's site (plain HTML, in the visitor's language) and the player loads only when clicked
// (src/islands/video-embed.ts). The Content-Security-Policy's frame-src allows exactly PLAYER_ORIGINS.

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** The video's page on the provider's site: the placeholder's link. */
  watchUrl: string;
  /** The player loaded on click. */
  playerUrl: string;
}

/** What frame-src allows: the two players, nothing else (server/site/security-headers.ts). */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export const providerNames: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function video(provider: VideoProvider, id: string): VideoEmbed {
  return provider === 'youtube'
    ? {
        provider,
        id,
        watchUrl: `https://www.youtube.com/watch?v=${id}`,
        playerUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      }
    : {
        provider,
        id,
        watchUrl: `https://vimeo.com/${id}`,
        playerUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
      };
}

function parse(url: string | null | undefined): URL | undefined {
  try {
    return url ? new URL(url.trim(), 'https://invalid.invalid') : undefined;
  } catch {
    return undefined;
  }
}

/** The video of a player iframe's `src` (youtube.com/embed, youtube-nocookie.com/embed, player.vimeo.com). */
export function embedFromPlayerUrl(src: string | null | undefined): VideoEmbed | undefined {
  const url = parse(src);
  if (!url || url.protocol !== 'https:') return undefined;
  const [, first, id = ''] = url.pathname.split('/');
  if (/^(www\.)?youtube(-nocookie)?\.com$/.test(url.hostname) && first === 'embed' && YOUTUBE_ID.test(id))
    return video('youtube', id);
  if (url.hostname === 'player.vimeo.com' && first === 'video' && VIMEO_ID.test(id)) return video('vimeo', id);
  return undefined;
}

/** The video of a placeholder's link (youtube.com/watch?v=, vimeo.com/<id>). */
export function embedFromWatchUrl(href: string | null | undefined): VideoEmbed | undefined {
  const url = parse(href);
  if (!url || url.protocol !== 'https:') return undefined;
  const youtube = url.searchParams.get('v') ?? '';
  if (url.hostname === 'www.youtube.com' && url.pathname === '/watch' && YOUTUBE_ID.test(youtube))
    return video('youtube', youtube);
  const vimeo = url.pathname.slice(1);
  if (url.hostname === 'vimeo.com' && VIMEO_ID.test(vimeo)) return video('vimeo', vimeo);
  return undefined;
}
