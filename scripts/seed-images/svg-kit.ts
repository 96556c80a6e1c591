// Drawing primitives for the seed illustrations: a seeded random source, palettes, and flat SVG
// shapes (sky, sea, palms, buildings, people, windows) on a 1200 x 800 canvas.

export const W = 1200;
export const H = 800;

export type Rng = () => number;

/** mulberry32 seeded from a string: the same name always draws the same picture. */
export function rngFor(name: string): Rng {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sea: string;
  sand: string;
  leaf: string;
  accent: string;
  wall: string;
  floor: string;
}

export const palettes: Record<string, Palette> = {
  morning: {
    skyTop: '#7cc6e8',
    skyBottom: '#dff3f7',
    sea: '#1f9bb0',
    sand: '#f1dfb0',
    leaf: '#2f8f4e',
    accent: '#f2a541',
    wall: '#f6efe2',
    floor: '#c9a77c',
  },
  noon: {
    skyTop: '#3aa7df',
    skyBottom: '#bfe6f5',
    sea: '#0f8fa6',
    sand: '#f4e4bc',
    leaf: '#23804a',
    accent: '#e8574e',
    wall: '#eef4f2',
    floor: '#b89468',
  },
  sunset: {
    skyTop: '#f28c5b',
    skyBottom: '#fbd38d',
    sea: '#2a6f8f',
    sand: '#e9c99a',
    leaf: '#2d6b45',
    accent: '#7b3f8c',
    wall: '#fbe9d6',
    floor: '#a97a55',
  },
  dusk: {
    skyTop: '#2b2d63',
    skyBottom: '#8c5fa8',
    sea: '#24406e',
    sand: '#c7a987',
    leaf: '#1f4d3a',
    accent: '#ffcf5c',
    wall: '#e9e2f2',
    floor: '#7d6a8c',
  },
  night: {
    skyTop: '#0f1a3d',
    skyBottom: '#30306a',
    sea: '#152a52',
    sand: '#8c7a66',
    leaf: '#163b30',
    accent: '#ffd166',
    wall: '#2e3659',
    floor: '#3d3550',
  },
  teal: {
    skyTop: '#5ec4c9',
    skyBottom: '#e6f7f3',
    sea: '#0b5563',
    sand: '#f3e5c4',
    leaf: '#3f9b5b',
    accent: '#f6c445',
    wall: '#f2f7f1',
    floor: '#d4b48c',
  },
};

const clothes = ['#e8574e', '#f2a541', '#3f88c5', '#44bba4', '#f4f1de', '#8e6fb8', '#0b5563', '#f28482'];
const skins = ['#f1c9a5', '#d9a066', '#a86b3c', '#7a4a2a', '#f6d7c0'];

export function sky(p: Palette, id = 'sky'): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

export function sun(x: number, y: number, r: number, color: string, glow = 0.25): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${color}" opacity="${glow}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
}

export function cloud(x: number, y: number, s: number, color = '#ffffff', opacity = 0.85): string {
  return `<g fill="${color}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${22 * s}"/><ellipse cx="${x - 35 * s}" cy="${y + 6 * s}" rx="${40 * s}" ry="${18 * s}"/><ellipse cx="${x + 30 * s}" cy="${y - 12 * s}" rx="${38 * s}" ry="${24 * s}"/></g>`;
}

/** A band of sea from `top` down to `bottom` with a few lighter wave lines. */
export function sea(rng: Rng, top: number, bottom: number, color: string): string {
  let waves = '';
  for (let i = 0; i < 7; i += 1) {
    const y = between(rng, top + 10, bottom - 10);
    const x = between(rng, 0, W - 200);
    waves += `<path d="M${x} ${y} q 30 -8 60 0 t 60 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  return `<rect y="${top}" width="${W}" height="${bottom - top}" fill="${color}"/>${waves}`;
}

export function islands(rng: Rng, horizon: number, color: string): string {
  let shapes = '';
  for (let i = 0; i < 3; i += 1) {
    const x = between(rng, 0, W);
    const w = between(rng, 140, 320);
    const h = between(rng, 30, 90);
    shapes += `<path d="M${x - w / 2} ${horizon} Q ${x - w / 4} ${horizon - h} ${x} ${horizon - h * 0.9} Q ${x + w / 4} ${horizon - h * 1.1} ${x + w / 2} ${horizon} Z" fill="${color}" opacity="0.75"/>`;
  }
  return shapes;
}

export function ground(top: number, color: string, curve = 0): string {
  return `<path d="M0 ${top} Q ${W / 2} ${top - curve} ${W} ${top} L ${W} ${H} L 0 ${H} Z" fill="${color}"/>`;
}

/** A coconut palm: curved trunk with rings and six fronds. */
export function palm(x: number, baseY: number, s: number, leaf: string, lean = 1): string {
  const topX = x + 40 * s * lean;
  const topY = baseY - 260 * s;
  let fronds = '';
  for (const angle of [-160, -125, -85, -50, -15, 20]) {
    const rad = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * 130 * s;
    const ey = topY + Math.sin(rad) * 70 * s + 55 * s;
    const cx = topX + Math.cos(rad) * 70 * s;
    const cy = topY + Math.sin(rad) * 80 * s - 20 * s;
    fronds += `<path d="M${topX} ${topY} Q ${cx} ${cy} ${ex} ${ey}" stroke="${leaf}" stroke-width="${16 * s}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${x} ${baseY} Q ${x + 10 * s * lean} ${baseY - 150 * s} ${topX} ${topY}" stroke="#8a6239" stroke-width="${16 * s}" fill="none" stroke-linecap="round"/>${fronds}<circle cx="${topX}" cy="${topY + 8 * s}" r="${9 * s}" fill="#6b4a2b"/><circle cx="${topX + 12 * s}" cy="${topY + 12 * s}" r="${8 * s}" fill="#7a5532"/>`;
}

/** A block with rows of windows and a roof; `roof` is 'flat' or 'pitched'. */
export function building(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
  floors: number,
  roof: 'flat' | 'pitched' = 'flat',
): string {
  const cols = Math.max(2, Math.round(w / 90));
  let windows = '';
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = x + 20 + c * ((w - 40) / cols);
      const wy = y + 25 + f * ((h - 40) / floors);
      windows += `<rect x="${wx}" y="${wy}" width="${(w - 40) / cols - 18}" height="${(h - 40) / floors - 30}" rx="4" fill="#bfe3ee" stroke="${trim}" stroke-width="4"/>`;
    }
  }
  const top =
    roof === 'pitched'
      ? `<path d="M${x - 30} ${y} L ${x + w / 2} ${y - h * 0.35} L ${x + w + 30} ${y} Z" fill="${trim}"/>`
      : `<rect x="${x - 12}" y="${y - 18}" width="${w + 24}" height="22" fill="${trim}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>${top}${windows}`;
}

/** A simple figure (head and body, no face); `s` = 1 is about 120 px tall. */
export function person(rng: Rng, x: number, footY: number, s: number): string {
  const body = pick(rng, clothes);
  const skin = pick(rng, skins);
  const h = 120 * s;
  return `<g><rect x="${x - 18 * s}" y="${footY - h * 0.72}" width="${36 * s}" height="${h * 0.72}" rx="${16 * s}" fill="${body}"/><circle cx="${x}" cy="${footY - h * 0.84}" r="${16 * s}" fill="${skin}"/></g>`;
}

export function crowd(rng: Rng, count: number, fromX: number, toX: number, footY: number, s: number): string {
  let people = '';
  for (let i = 0; i < count; i += 1) {
    const x = fromX + ((toX - fromX) * (i + 0.5)) / count + between(rng, -12, 12);
    people += person(rng, x, footY + between(rng, -6, 6), s * between(rng, 0.85, 1.1));
  }
  return people;
}

/** An interior: wall, floor and a window showing a sea view. */
export function room(p: Palette, rng: Rng, windowX = 760): string {
  const view = `<rect x="${windowX}" y="110" width="320" height="250" fill="${p.skyTop}"/><rect x="${windowX}" y="270" width="320" height="90" fill="${p.sea}"/>${palm(windowX + 60, 360, 0.55, p.leaf)}${cloud(windowX + 220, 160 + between(rng, 0, 30), 0.6)}`;
  return `<rect width="${W}" height="${H}" fill="${p.wall}"/><rect y="560" width="${W}" height="240" fill="${p.floor}"/><defs><clipPath id="window"><rect x="${windowX}" y="110" width="320" height="250" rx="8"/></clipPath></defs><g clip-path="url(#window)">${view}</g><rect x="${windowX}" y="110" width="320" height="250" rx="8" fill="none" stroke="#ffffff" stroke-width="14"/><line x1="${windowX + 160}" y1="110" x2="${windowX + 160}" y2="360" stroke="#ffffff" stroke-width="10"/>`;
}

export function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
