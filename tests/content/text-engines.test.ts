// @vitest-environment jsdom
// The two text engines, Node's (htmlparser2 and entities) and the page's (the browser's inert
// DOMParser, here jsdom's), make the same plain text of the same WordPress HTML.

import { describe, expect, it } from 'vitest';
import * as browser from '../../src/content/text-engine.browser';
import * as node from '../../src/content/text-engine';

const samples = [
  '<p>Sports&nbsp;&amp; Arts &#8211; Year&#8217;s&#x21;</p>\n\n<p>Next   line</p>',
  '<h2>Title</h2><p>One</p><script>var a = "<p>x</p>";</script><style>p{}</style><li>Two</li>',
  '<img alt="a > b" src="x">after &bogus; &#0;',
  'Sports &#038; Arts – &#8220;Best&#8221; Year&#8217;s Show &#038; Tell <3',
  '<p>ลอยกระทง</p><p>Лой Кратонг</p><p>水灯节</p>',
  '<figure><iframe title="t" src="https://www.youtube.com/embed/x"></iframe><figcaption>Cap&hellip;</figcaption></figure>',
  '<svg onload="alert(1)"><text>no</text></svg><table><tr><td>a</td><td>b</td></tr></table>end',
  '',
];

describe('Node and browser text engines', () => {
  it.each(samples)('agree on %j', (html) => {
    expect(browser.htmlToText(html)).toBe(node.htmlToText(html));
  });

  it('decode entities alike, leaving tags in a text as text', () => {
    for (const text of ['Tom &amp; Jerry&#8217;s <b>', '&laquo;Привет&raquo; &euro;5 &unknown;', 'plain'])
      expect(browser.decodeEntities(text)).toBe(node.decodeEntities(text));
    expect(node.decodeEntities('Tom &amp; Jerry&#8217;s <b>')).toBe('Tom & Jerry’s <b>');
  });
});
