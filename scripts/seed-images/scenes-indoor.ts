// Indoor scenes of the seed illustrations: classrooms, library, lab, boarding rooms, halls, stage.

import { H, W, between, crowd, person, pick, room, type Palette, type Rng } from './svg-kit';
import type { Scene } from './scenes-outdoor';

const bookColours = ['#e8574e', '#f2a541', '#3f88c5', '#44bba4', '#8e6fb8', '#0b5563', '#f28482', '#6b4a2b'];

function desks(rng: Rng, rows: number, colour: string, withPupils: boolean): string {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    const y = 600 + r * 70;
    const s = 0.8 + r * 0.15;
    for (let c = 0; c < 4; c += 1) {
      const x = 140 + c * 250 + r * 20;
      if (withPupils) out += person(rng, x + 60 * s, y + 10, 0.75 * s);
      out += `<rect x="${x}" y="${y}" width="${150 * s}" height="${18 * s}" fill="${colour}"/><rect x="${x + 10}" y="${y + 18 * s}" width="10" height="${50 * s}" fill="#555"/><rect x="${x + 140 * s - 20}" y="${y + 18 * s}" width="10" height="${50 * s}" fill="#555"/>`;
    }
  }
  return out;
}

function shelves(rng: Rng, x: number, w: number): string {
  let out = `<rect x="${x}" y="120" width="${w}" height="460" fill="#8a6239"/>`;
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const y = 140 + shelf * 110;
    let bx = x + 16;
    while (bx < x + w - 40) {
      const bw = between(rng, 16, 34);
      const bh = between(rng, 60, 90);
      out += `<rect x="${bx}" y="${y + 95 - bh}" width="${bw}" height="${bh}" fill="${pick(rng, bookColours)}"/>`;
      bx += bw + 3;
    }
    out += `<rect x="${x}" y="${y + 95}" width="${w}" height="12" fill="#6b4a2b"/>`;
  }
  return out;
}

function stage(p: Palette, curtain: string): string {
  return `<rect width="${W}" height="${H}" fill="#1b1530"/><rect x="60" y="80" width="1080" height="470" fill="${p.accent}" opacity="0.25"/><path d="M60 60 L 300 60 Q 220 300 260 560 L 60 560 Z" fill="${curtain}"/><path d="M1140 60 L 900 60 Q 980 300 940 560 L 1140 560 Z" fill="${curtain}"/><rect x="40" y="40" width="1120" height="50" fill="${curtain}"/><rect x="40" y="540" width="1120" height="40" fill="#4a3b2a"/><path d="M420 90 L 340 540 L 560 540 Z" fill="#fff6c9" opacity="0.18"/><path d="M780 90 L 640 540 L 860 540 Z" fill="#fff6c9" opacity="0.18"/>`;
}

function audience(rng: Rng): string {
  let out = '';
  for (let r = 0; r < 3; r += 1) {
    for (let i = 0; i < 14; i += 1)
      out += `<circle cx="${50 + i * 85 + (r % 2) * 40 + between(rng, -8, 8)}" cy="${640 + r * 60}" r="${26 + r * 4}" fill="#0d0a1a"/>`;
  }
  return out;
}

export const indoorScenes: Record<string, Scene> = {
  classroom: (p, rng) =>
    room(p, rng) +
    `<rect x="120" y="120" width="520" height="280" rx="10" fill="#ffffff" stroke="#8a8f98" stroke-width="12"/>` +
    `<path d="M170 200 L 400 200 M 170 250 L 520 250 M 170 300 L 350 300" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><circle cx="540" cy="320" r="40" fill="none" stroke="#3f88c5" stroke-width="8"/>` +
    desks(rng, 2, '#d9b77e', true),

  library: (p, rng) =>
    `<rect width="${W}" height="${H}" fill="${p.wall}"/><rect y="580" width="${W}" height="220" fill="${p.floor}"/>` +
    shelves(rng, 60, 460) +
    shelves(rng, 680, 460) +
    `<rect x="300" y="620" width="600" height="24" fill="#6b4a2b"/><rect x="330" y="644" width="16" height="120" fill="#4a3322"/><rect x="854" y="644" width="16" height="120" fill="#4a3322"/>` +
    person(rng, 420, 640, 0.7) +
    person(rng, 760, 640, 0.7) +
    `<rect x="520" y="596" width="70" height="24" fill="#f4f1de"/><rect x="620" y="598" width="60" height="22" fill="#3f88c5"/>`,

  lab: (p, rng) =>
    room(p, rng, 820) +
    `<rect x="60" y="150" width="640" height="40" fill="#d9dde3"/><rect x="60" y="260" width="640" height="40" fill="#d9dde3"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${90 + i * 100}" y="${100}" width="40" height="50" rx="6" fill="${pick(rng, bookColours)}" opacity="0.8"/>`,
      )
      .join('') +
    `<rect x="80" y="540" width="1040" height="40" fill="#2f3e46"/><rect x="100" y="580" width="1000" height="160" fill="#52616b"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const x = 200 + i * 240;
        const liquid = pick(rng, ['#44bba4', '#e8574e', '#f2a541', '#8e6fb8']);
        return `<path d="M${x - 12} 430 L ${x + 12} 430 L ${x + 12} 470 L ${x + 50} 540 L ${x - 50} 540 L ${x - 12} 470 Z" fill="#e6f2f5" stroke="#9fb3bd" stroke-width="4"/><path d="M${x - 35} 512 L ${x + 35} 512 L ${x + 50} 540 L ${x - 50} 540 Z" fill="${liquid}"/>`;
      })
      .join('') +
    person(rng, 640, 540, 0.9),

  bedroom: (p, rng) =>
    room(p, rng, 440) +
    [0, 1, 2, 3]
      .map((i) => {
        const x = 40 + i * 290;
        const blanket = pick(rng, ['#3f88c5', '#44bba4', '#f28482', '#f2a541', '#8e6fb8']);
        return `<rect x="${x}" y="520" width="250" height="120" rx="10" fill="#8a6239"/><rect x="${x + 10}" y="500" width="230" height="60" rx="12" fill="#ffffff"/><rect x="${x + 10}" y="540" width="230" height="70" rx="10" fill="${blanket}"/><rect x="${x + 20}" y="506" width="70" height="30" rx="10" fill="#f4f1de"/><rect x="${x}" y="640" width="16" height="60" fill="#6b4a2b"/><rect x="${x + 234}" y="640" width="16" height="60" fill="#6b4a2b"/>`;
      })
      .join(''),

  study: (p, rng) =>
    room({ ...p, skyTop: '#1a2350', sea: '#24406e' }, rng, 800) +
    `<rect width="${W}" height="${H}" fill="#1a1233" opacity="0.25"/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 80 + i * 240;
        return (
          `<rect x="${x}" y="560" width="200" height="20" fill="#a97a55"/><path d="M${x + 150} 560 L ${x + 150} 470 L ${x + 120} 450" stroke="#333" stroke-width="6" fill="none"/><path d="M${x + 95} 440 L ${x + 145} 440 L ${x + 130} 470 L ${x + 110} 470 Z" fill="#ffcf5c"/><path d="M${x + 120} 470 L ${x + 40} 560 L ${x + 200} 560 Z" fill="#fff3b0" opacity="0.35"/>` +
          person(rng, x + 70, 600, 0.75)
        );
      })
      .join(''),

  kitchen: (p, rng) =>
    room(p, rng, 820) +
    `<rect x="40" y="380" width="700" height="180" fill="#d9dde3"/><rect x="40" y="360" width="700" height="24" fill="#8a8f98"/><circle cx="180" cy="350" r="50" fill="#4a4a4a"/>` +
    `<rect x="240" y="600" width="720" height="24" rx="6" fill="#a97a55"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${300 + i * 140}" cy="598" rx="44" ry="14" fill="${pick(rng, ['#f2a541', '#44bba4', '#e8574e', '#f4f1de'])}"/>`,
      )
      .join('') +
    crowd(rng, 4, 260, 940, 760, 0.9),

  expo: (p, rng) =>
    `<rect width="${W}" height="${H}" fill="${p.wall}"/><rect y="540" width="${W}" height="260" fill="${p.floor}"/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 80 + i * 370;
        return `<rect x="${x}" y="170" width="300" height="220" fill="#ffffff" stroke="${p.accent}" stroke-width="8"/><rect x="${x + 30}" y="200" width="240" height="30" fill="${pick(rng, bookColours)}"/><rect x="${x + 30}" y="250" width="110" height="110" fill="#bfe3ee"/><path d="M${x + 160} 260 L ${x + 270} 260 M ${x + 160} 300 L ${x + 250} 300 M ${x + 160} 340 L ${x + 230} 340" stroke="#8a8f98" stroke-width="10"/><rect x="${x}" y="470" width="300" height="90" fill="#0b5563"/>`;
      })
      .join('') +
    `<rect x="190" y="420" width="80" height="50" rx="8" fill="#9aa5b1"/><circle cx="210" cy="475" r="10" fill="#333"/><circle cx="250" cy="475" r="10" fill="#333"/><path d="M560 470 L 610 390 L 660 470 Z" fill="#8a4b2a"/><circle cx="610" cy="385" r="16" fill="#e8574e"/><rect x="910" y="400" width="60" height="70" fill="#44bba4"/>` +
    crowd(rng, 7, 60, 1140, 780, 1.05),

  assembly: (p, rng) =>
    `<rect width="${W}" height="${H}" fill="${p.wall}"/><rect x="200" y="160" width="800" height="240" fill="#0b5563"/><rect x="180" y="400" width="840" height="40" fill="#6b4a2b"/>` +
    `<rect x="560" y="220" width="80" height="140" fill="${p.accent}"/><path d="M560 220 L 600 190 L 640 220 Z" fill="${p.accent}"/>` +
    person(rng, 430, 400, 1) +
    person(rng, 770, 400, 1) +
    `<rect y="440" width="${W}" height="360" fill="${p.floor}"/>` +
    audience(rng).replaceAll('#0d0a1a', '#3b2f2f'),

  lunch: (p, rng) =>
    room(p, rng, 60) +
    `<rect x="520" y="150" width="600" height="160" fill="#ffffff" stroke="#8a8f98" stroke-width="8"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${600 + i * 140}" cy="230" r="44" fill="${pick(rng, ['#f2a541', '#44bba4', '#e8574e', '#f4f1de'])}"/>`,
      )
      .join('') +
    [0, 1]
      .map(
        (r) =>
          `<rect x="${120 + r * 40}" y="${590 + r * 90}" width="${920 - r * 40}" height="22" rx="6" fill="#d9b77e"/>` +
          [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<rect x="${180 + i * 180 + r * 30}" y="${576 + r * 90}" width="80" height="14" rx="4" fill="#9aa5b1"/>`,
            )
            .join(''),
      )
      .join('') +
    crowd(rng, 6, 140, 1060, 640, 0.8),

  art: (p, rng) =>
    room(p, rng, 840) +
    [0, 1, 2]
      .map((i) => {
        const x = 110 + i * 240;
        return `<path d="M${x} 700 L ${x + 80} 260 L ${x + 160} 700" stroke="#8a6239" stroke-width="12" fill="none"/><rect x="${x + 10}" y="280" width="140" height="190" fill="#ffffff"/><circle cx="${x + 60}" cy="340" r="${between(rng, 20, 40)}" fill="${pick(rng, bookColours)}"/><path d="M${x + 20} 450 Q ${x + 80} ${between(rng, 360, 420)} ${x + 140} 450" stroke="${pick(rng, bookColours)}" stroke-width="12" fill="none"/>`;
      })
      .join('') +
    person(rng, 860, 720, 1) +
    person(rng, 1020, 730, 0.95),

  music: (p, rng) =>
    room(p, rng, 820) +
    `<rect x="100" y="380" width="360" height="180" rx="10" fill="#1d1d2c"/><rect x="100" y="470" width="360" height="36" fill="#f4f1de"/>` +
    Array.from(
      { length: 14 },
      (_, i) => `<rect x="${108 + i * 25}" y="470" width="10" height="22" fill="#1d1d2c"/>`,
    ).join('') +
    `<ellipse cx="640" cy="560" rx="70" ry="90" fill="#c77d3a"/><rect x="630" y="300" width="20" height="210" fill="#6b4a2b"/><circle cx="640" cy="545" r="22" fill="#3b2a1a"/>` +
    `<ellipse cx="930" cy="620" rx="110" ry="40" fill="#e8574e"/><rect x="820" y="620" width="220" height="80" fill="#e8574e"/><ellipse cx="930" cy="620" rx="100" ry="32" fill="#f4f1de"/>` +
    person(rng, 300, 700, 1),

  concert: (p, rng) => stage(p, '#7a1f2b') + crowd(rng, 5, 320, 880, 540, 1) + audience(rng),
};
