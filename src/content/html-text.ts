// Turning WordPress HTML into plain text: entity decoding and text extraction. The work is done
// by text-engine.ts (htmlparser2 and `entities` in Node) or, in the page's build,
// text-engine.browser.ts (the browser's own inert parser); both follow text-rules.ts.

export { decodeEntities, htmlToText } from './text-engine';
