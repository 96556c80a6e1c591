// The videos WordPress may embed: YouTube and Vimeo players, recognised by their address alone,
// with players from youtube-nocookie.com and player.vimeo.com; anything else is not a video.

import { describe, expect, it } from 'vitest';
import { embedFromPlayerUrl, embedFromWatchUrl } from '../../src/content/embeds';
import { canonicalSlug, isWordPressSlug } from '../../src/content/slug';

describe('video embeds', () => {
  it.each([
    [
      'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'https://player.vimeo.com/video/76979871?dnt=1&app_id=122963',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    ],
  ])('plays %s from %s', (src, player) => {
    const embed = embedFromPlayerUrl(src);
    expect(embed?.playerUrl).toBe(player);
    expect(embedFromWatchUrl(embed?.watchUrl)).toEqual(embed);
  });

  it.each([
    'http://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://evil.example/embed/aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/aqz-KE-bpKQ"onload="x',
    'https://player.vimeo.com/video/abc',
    'javascript:alert(1)',
    '',
  ])('is not a video: %s', (src) => {
    expect(embedFromPlayerUrl(src)).toBeUndefined();
    expect(embedFromWatchUrl(src)).toBeUndefined();
  });
});

describe('slugs', () => {
  it('decode WordPress’s percent-encoding (once or twice) to the text, lower-cased', () => {
    expect(canonicalSlug('%e0%b8%a5%e0%b8%ad%e0%b8%a2-2026')).toBe('ลอย-2026');
    expect(canonicalSlug('%25e0%25b8%25a5')).toBe('ล');
    expect(canonicalSlug('Sports-Day')).toBe('sports-day');
    expect(canonicalSlug('%zz')).toBe('%zz');
  });

  it('are what WordPress could make: letters and digits of any script, hyphens, underscores', () => {
    for (const slug of ['sports-day-2026', 'ลอยกระทง-2026', 'лой-кратонг', '水灯节', 'a_b'])
      expect(isWordPressSlug(slug)).toBe(true);
    for (const slug of ['../secret', 'a/b', 'a b', 'a.b', '%zz', '']) expect(isWordPressSlug(slug)).toBe(false);
  });
});
