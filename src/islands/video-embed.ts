// Click-to-load videos, in plain TypeScript: a click on a video placeholder (a link to the video on
// YouTube or Vimeo, rendered by the server) replaces it with the provider's privacy-friendly
// player (youtube-nocookie.com, player.vimeo.com with Do Not Track), which the
// Content-Security-Policy's frame-src allows. Nothing is requested from the provider before the
// click; without script the link simply opens the video on the provider's site.

import { embedFromWatchUrl } from '../content/embeds';

function play(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a.video-embed') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const embed = embedFromWatchUrl(link.href);
  if (!embed) return;
  event.preventDefault();
  const frame = document.createElement('iframe');
  frame.className = 'video-embed__frame';
  frame.src = embed.playerUrl;
  frame.title = link.querySelector('.video-embed__title')?.textContent || link.textContent?.trim() || '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  link.replaceWith(frame);
  frame.focus();
}

const installed = Symbol.for('ccis.video-embed');
const marks = document as Document & { [installed]?: boolean };
if (!marks[installed]) {
  marks[installed] = true;
  document.addEventListener('click', play);
}
