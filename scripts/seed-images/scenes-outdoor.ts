// Outdoor scenes of the seed illustrations: campus, pool, fields, beach, sea trips, festivals.

import {
  H,
  W,
  between,
  building,
  cloud,
  crowd,
  ground,
  islands,
  palm,
  person,
  sea,
  sky,
  sun,
  type Palette,
  type Rng,
} from './svg-kit';

export type Scene = (p: Palette, rng: Rng) => string;

function heavens(p: Palette, rng: Rng, night = false): string {
  const body = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${between(rng, 0, W)}" cy="${between(rng, 0, 380)}" r="${between(rng, 1, 3)}" fill="#ffffff" opacity="0.8"/>`,
      ).join('')
    : cloud(between(rng, 150, 450), between(rng, 90, 170), between(rng, 0.8, 1.3)) +
      cloud(between(rng, 650, 1050), between(rng, 70, 150), between(rng, 0.7, 1.1));
  return sky(p) + body;
}

function flags(rng: Rng, y: number): string {
  let out = `<path d="M0 ${y} Q ${W / 2} ${y + 60} ${W} ${y}" stroke="#555" stroke-width="3" fill="none"/>`;
  for (let i = 1; i < 24; i += 1) {
    const x = (W / 24) * i;
    const sag = y + 60 * 4 * (i / 24) * (1 - i / 24);
    out += `<path d="M${x - 16} ${sag} L ${x + 16} ${sag} L ${x} ${sag + 36} Z" fill="${['#e8574e', '#f2a541', '#3f88c5', '#44bba4'][Math.floor(rng() * 4)]}"/>`;
  }
  return out;
}

export const outdoorScenes: Record<string, Scene> = {
  campus: (p, rng) =>
    heavens(p, rng) +
    sun(1040, 120, 50, '#fff3b0') +
    ground(560, p.leaf, 30) +
    building(260, 300, 680, 270, p.wall, '#0b5563', 3) +
    `<rect x="555" y="470" width="90" height="100" fill="#0b5563"/>` +
    `<path d="M560 800 L 640 800 L 610 570 L 590 570 Z" fill="${p.sand}"/>` +
    palm(150, 620, 1.2, p.leaf) +
    palm(1080, 640, 1.1, p.leaf, -1) +
    crowd(rng, 4, 380, 840, 640, 0.7),

  pool: (p, rng) =>
    heavens(p, rng) +
    ground(380, p.sand) +
    `<path d="M80 460 L 1120 460 L 1190 780 L 10 780 Z" fill="${p.sea}"/>` +
    [1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<line x1="${80 + i * 173}" y1="460" x2="${10 + i * 197}" y2="780" stroke="${p.accent}" stroke-width="7" stroke-dasharray="18 12"/>`,
      )
      .join('') +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${260 + i * 330 + between(rng, -40, 40)}" cy="${560 + between(rng, 0, 140)}" r="18" fill="${['#e8574e', '#f4f1de', '#f2a541'][i]}"/>`,
      )
      .join('') +
    palm(60, 420, 0.9, p.leaf) +
    palm(1150, 430, 0.85, p.leaf, -1),

  field: (p, rng) =>
    heavens(p, rng) +
    ground(420, p.leaf) +
    `<ellipse cx="600" cy="620" rx="560" ry="170" fill="none" stroke="#c8553d" stroke-width="60"/><ellipse cx="600" cy="620" rx="470" ry="110" fill="#3f9b5b"/>` +
    `<rect x="110" y="560" width="12" height="90" fill="#fff"/><rect x="110" y="560" width="70" height="10" fill="#fff"/><rect x="1078" y="560" width="12" height="90" fill="#fff"/><rect x="1020" y="560" width="70" height="10" fill="#fff"/>` +
    crowd(rng, 6, 300, 900, 650, 0.75) +
    palm(40, 440, 0.8, p.leaf),

  villa: (p, rng) =>
    heavens(p, rng) +
    ground(560, p.leaf) +
    building(330, 330, 540, 240, p.wall, '#a0522d', 2, 'pitched') +
    `<rect x="565" y="470" width="70" height="100" fill="#6b4a2b"/><rect x="0" y="600" width="${W}" height="40" fill="${p.sand}"/>` +
    palm(200, 620, 1.1, p.leaf) +
    palm(1010, 610, 1, p.leaf, -1) +
    `<circle cx="960" cy="560" r="40" fill="#e86a92"/><circle cx="240" cy="570" r="34" fill="#f6c445"/>` +
    crowd(rng, 2, 700, 800, 680, 0.7),

  boat: (p, rng) =>
    heavens(p, rng) +
    sun(200, 160, 45, '#fff3b0') +
    islands(rng, 420, '#2d6b45') +
    sea(rng, 420, H, p.sea) +
    `<path d="M330 560 Q 600 640 880 540 L 860 600 Q 600 680 360 610 Z" fill="#8a4b2a"/><path d="M880 540 L 960 470" stroke="#8a4b2a" stroke-width="10"/><rect x="450" y="520" width="300" height="14" fill="${p.accent}"/>` +
    crowd(rng, 5, 440, 760, 590, 0.45),

  waterfall: (p, rng) =>
    heavens(p, rng) +
    `<rect y="120" width="${W}" height="${H}" fill="#2f6b3f"/><path d="M380 120 Q 600 60 820 120 L 860 640 L 340 640 Z" fill="#6d6a5f"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${500 + i * 45} 110 Q ${505 + i * 45} 380 ${480 + i * 55} 640" stroke="#e9f7fb" stroke-width="${26 - i * 2}" fill="none" opacity="0.9"/>`,
      )
      .join('') +
    `<ellipse cx="600" cy="690" rx="420" ry="90" fill="#5fb3c4"/>` +
    palm(180, 640, 1, p.leaf) +
    palm(1030, 650, 0.9, p.leaf, -1) +
    crowd(rng, 3, 820, 1000, 760, 0.6),

  beach: (p, rng) =>
    heavens(p, rng) +
    sun(980, 150, 55, '#fff3b0') +
    islands(rng, 360, '#3b7d5a') +
    sea(rng, 360, 560, p.sea) +
    ground(560, p.sand, -20) +
    palm(120, 640, 1.2, p.leaf) +
    palm(1100, 620, 1, p.leaf, -1) +
    crowd(rng, 6, 280, 920, 700, 0.8) +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${380 + i * 210}" y="640" width="34" height="48" rx="6" fill="${['#44bba4', '#3f88c5', '#f2a541'][i]}"/>`,
      )
      .join(''),

  sportsday: (p, rng) =>
    heavens(p, rng) +
    ground(430, p.leaf) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect y="${500 + i * 56}" width="${W}" height="50" fill="#c8553d"/><rect y="${548 + i * 56}" width="${W}" height="6" fill="#fff"/>`,
      )
      .join('') +
    [0, 1, 2, 3, 4].map((i) => person(rng, 300 + i * 140 + between(rng, 0, 60), 550 + i * 56, 0.8)).join('') +
    `<rect x="1000" y="430" width="10" height="360" fill="#fff"/>` +
    flags(rng, 200) +
    crowd(rng, 10, 40, 1160, 460, 0.5),

  bus: (p, rng) =>
    heavens(p, rng) +
    islands(rng, 380, '#3b7d5a') +
    sea(rng, 380, 520, p.sea) +
    ground(520, p.leaf) +
    `<rect y="610" width="${W}" height="110" fill="#55575c"/><rect y="660" width="${W}" height="8" fill="#f4f1de" stroke-dasharray="40 30"/>` +
    `<rect x="330" y="470" width="540" height="190" rx="26" fill="#f6c445"/><rect x="330" y="600" width="540" height="16" fill="#0b5563"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${360 + i * 92}" y="495" width="72" height="62" rx="8" fill="#bfe3ee"/>`)
      .join('') +
    `<rect x="820" y="495" width="36" height="105" rx="6" fill="#bfe3ee"/><circle cx="440" cy="665" r="38" fill="#222"/><circle cx="760" cy="665" r="38" fill="#222"/><circle cx="440" cy="665" r="15" fill="#999"/><circle cx="760" cy="665" r="15" fill="#999"/>` +
    palm(120, 560, 1, p.leaf) +
    palm(1080, 560, 0.9, p.leaf, -1),

  graduation: (p, rng) =>
    heavens(p, rng) +
    sun(600, 760, 240, p.accent, 0.3) +
    ground(640, p.leaf, 40) +
    Array.from({ length: 9 }, () => {
      const x = between(rng, 120, 1080);
      const y = between(rng, 120, 480);
      const r = between(rng, -30, 30);
      return `<g transform="rotate(${r} ${x} ${y})"><path d="M${x - 60} ${y} L ${x} ${y - 28} L ${x + 60} ${y} L ${x} ${y + 28} Z" fill="#1d1d2c"/><rect x="${x - 30}" y="${y + 8}" width="60" height="26" fill="#1d1d2c"/><path d="M${x} ${y} L ${x + 45} ${y + 40}" stroke="${p.accent}" stroke-width="4"/></g>`;
    }).join('') +
    crowd(rng, 9, 100, 1100, 800, 1.1),

  lanterns: (p, rng) =>
    heavens(p, rng, true) +
    `<rect y="560" width="${W}" height="240" fill="#4a1f1f"/>` +
    [160, 300]
      .map(
        (y, row) =>
          `<path d="M0 ${y} Q ${W / 2} ${y + 80} ${W} ${y}" stroke="#d4a017" stroke-width="3" fill="none"/>` +
          Array.from({ length: 7 }, (_, i) => {
            const x = 90 + i * 170 + row * 80;
            const t = x / W;
            const yy = y + 80 * 4 * t * (1 - t) + 10;
            return `<circle cx="${x}" cy="${yy + 40}" r="70" fill="#ffcf5c" opacity="0.18"/><ellipse cx="${x}" cy="${yy + 40}" rx="42" ry="36" fill="#d62828"/><rect x="${x - 18}" y="${yy}" width="36" height="8" fill="#d4a017"/><rect x="${x - 18}" y="${yy + 72}" width="36" height="8" fill="#d4a017"/><line x1="${x}" y1="${yy + 80}" x2="${x}" y2="${yy + 110}" stroke="#d4a017" stroke-width="3"/>`;
          }).join(''),
      )
      .join('') +
    crowd(rng, 8, 80, 1120, 800, 1),

  krathong: (p, rng) =>
    heavens(p, rng, true) +
    sun(900, 170, 70, '#fff4d6', 0.18) +
    sea(rng, 420, H, p.sea) +
    Array.from({ length: 9 }, () => {
      const x = between(rng, 80, 1120);
      const y = between(rng, 480, 760);
      const s = y / 700;
      return `<ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${16 * s}" fill="#3f9b5b"/><path d="M${x - 40 * s} ${y - 6 * s} Q ${x} ${y - 70 * s} ${x + 40 * s} ${y - 6 * s} Z" fill="#f28482"/><rect x="${x - 3 * s}" y="${y - 90 * s}" width="${6 * s}" height="${40 * s}" fill="#f4f1de"/><circle cx="${x}" cy="${y - 96 * s}" r="${18 * s}" fill="#ffcf5c" opacity="0.6"/>`;
    }).join(''),

  playground: (p, rng) =>
    heavens(p, rng) +
    ground(480, p.leaf) +
    `<ellipse cx="860" cy="650" rx="230" ry="70" fill="${p.sand}"/>` +
    `<rect x="220" y="330" width="16" height="260" fill="${p.accent}"/><rect x="380" y="330" width="16" height="260" fill="${p.accent}"/><rect x="210" y="320" width="196" height="26" rx="8" fill="#e8574e"/><path d="M396 360 Q 520 420 600 600" stroke="#3f88c5" stroke-width="36" fill="none" stroke-linecap="round"/>` +
    `<path d="M700 330 L 760 600 M 1000 330 L 940 600 M 690 330 L 1010 330" stroke="#8e6fb8" stroke-width="14"/><line x1="820" y1="330" x2="820" y2="520" stroke="#555" stroke-width="4"/><line x1="880" y1="330" x2="880" y2="520" stroke="#555" stroke-width="4"/><rect x="805" y="520" width="90" height="14" fill="#6b4a2b"/>` +
    crowd(rng, 5, 160, 1100, 700, 0.55) +
    palm(80, 520, 0.9, p.leaf),

  songkran: (p, rng) =>
    heavens(p, rng) +
    sun(1050, 110, 45, '#fff3b0') +
    ground(520, p.sand) +
    building(700, 300, 420, 230, p.wall, '#0b5563', 2) +
    Array.from({ length: 7 }, () => {
      const x = between(rng, 120, 1000);
      return `<path d="M${x} 600 Q ${x + 120} ${between(rng, 360, 460)} ${x + between(rng, 180, 300)} 640" stroke="#7fd3f0" stroke-width="10" fill="none" opacity="0.8" stroke-linecap="round"/>`;
    }).join('') +
    crowd(rng, 8, 80, 1120, 720, 1) +
    palm(60, 540, 0.9, p.leaf),
};
