/**
 * Pictures for the sandbox inventory, drawn as SVG from the id: no network,
 * no files, the same picture every time.
 */
import { hotelById } from './hotels';
import { FLEET } from './cars';
import { hash } from './random';

const SKIES = [
  ['#0ea5e9', '#bae6fd'],
  ['#f97316', '#fde68a'],
  ['#6366f1', '#c7d2fe'],
  ['#0284c7', '#e0f2fe'],
  ['#db2777', '#fbcfe8'],
];
const SEAS = ['#0369a1', '#0e7490', '#1d4ed8', '#047857'];
const WALLS = ['#fef3c7', '#ffffff', '#fde2e4', '#e0f2fe', '#f5f5f4'];

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hotelSvg(id: string, title: string, stars: number): string {
  const h = hash(id);
  const [sky, light] = SKIES[h % SKIES.length] ?? ['#0ea5e9', '#bae6fd'];
  const sea = SEAS[(h >>> 3) % SEAS.length];
  const wall = WALLS[(h >>> 5) % WALLS.length];
  const floors = 3 + ((h >>> 7) % 5);
  const width = 160 + ((h >>> 10) % 120);
  const x = 60 + ((h >>> 13) % 260);
  const sunX = 80 + ((h >>> 16) % 440);
  const top = 250 - floors * 26;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let w = 0; w < Math.floor(width / 34); w++) {
      windows.push(
        `<rect x="${x + 12 + w * 34}" y="${top + 10 + f * 26}" width="20" height="14" rx="2" fill="${sea}" opacity="0.55"/>`,
      );
    }
  }
  const palms = [0, 1, 2]
    .map((i) => {
      const px = (x + width + 30 + i * 70 + ((h >>> (i + 18)) % 40)) % 620;
      return `<g transform="translate(${px} 250)"><rect x="-3" y="-70" width="6" height="70" fill="#78350f"/><path d="M0 -70 q-30 -5 -45 15 M0 -70 q30 -5 45 15 M0 -70 q-10 -25 -35 -30 M0 -70 q10 -25 35 -30" stroke="#15803d" stroke-width="7" fill="none" stroke-linecap="round"/></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#s)"/><circle cx="${sunX}" cy="70" r="34" fill="#fde047" opacity="0.9"/>
<rect x="0" y="250" width="640" height="40" fill="#fcd34d"/><rect x="0" y="290" width="640" height="70" fill="${sea}"/>
<rect x="${x}" y="${top}" width="${width}" height="${250 - top}" fill="${wall}"/>${windows.join('')}${palms}
${nameSign(`${title} ${'★'.repeat(stars)}`)}
</svg>`;
}

/**
 * The hotel's name on a plate in the middle of the picture. Pages show the
 * picture cropped to fill their box (a wide dialog banner keeps about
 * y 92-268, a tall desktop card about x 150-490), so the name stays inside
 * that centre, shrunk to fit rather than cut off.
 */
function nameSign(text: string): string {
  const room = 300;
  const perChar = 0.56;
  const size = Math.max(12, Math.min(18, Math.floor(room / (text.length * perChar))));
  const width = Math.min(room, Math.round(text.length * size * perChar));
  const fit = text.length * size * perChar > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<rect x="${320 - width / 2 - 14}" y="158" width="${width + 28}" height="${size + 18}" rx="8" fill="#0f172a" opacity="0.72"/>
<text x="320" y="${158 + 9 + size * 0.85}" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#ffffff"${fit}>${escape(text)}</text>`;
}

function carSvg(id: string, title: string): string {
  const h = hash(id);
  const colour = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#334155', '#7c3aed'][h % 6];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${escape(title)}">
<rect width="320" height="180" fill="#f1f5f9"/><rect x="0" y="140" width="320" height="40" fill="#cbd5e1"/>
<path d="M40 120 q0 -25 25 -28 l40 -4 l30 -28 q8 -6 20 -6 h60 q12 0 22 8 l30 26 l28 4 q20 4 20 28 v8 h-275 z" fill="${colour}"/>
<path d="M140 62 h50 q8 0 14 6 l22 22 h-100 z" fill="#bfdbfe"/>
<circle cx="90" cy="135" r="20" fill="#111827"/><circle cx="90" cy="135" r="8" fill="#9ca3af"/>
<circle cx="245" cy="135" r="20" fill="#111827"/><circle cx="245" cy="135" r="8" fill="#9ca3af"/>
<text x="12" y="24" font-family="sans-serif" font-size="14" fill="#334155">${escape(title)}</text>
</svg>`;
}

/** The SVG for /api/live/images/:kind/:id.svg, or undefined for an unknown picture. */
export function sandboxImage(kind: string, id: string): string | undefined {
  if (kind === 'hotel') {
    const m = /^([A-Z]{3}-\d{4})-([1-3])$/.exec(id);
    const hotel = m?.[1] ? hotelById(m[1]) : undefined;
    return hotel ? hotelSvg(id, hotel.name, hotel.stars) : undefined;
  }
  if (kind === 'car') {
    const vehicle = FLEET.find((v) => v.id === id);
    return vehicle ? carSvg(id, vehicle.name) : undefined;
  }
  return undefined;
}
