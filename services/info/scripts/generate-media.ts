/**
 * Writes the info service's SVG art to services/info/media/: event posters, article art, gallery
 * scenes, magazine covers, portraits and tiles. Deterministic (seeded by each file's name), so running
 * it again gives the same files. Run: node services/info/scripts/generate-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { INFO_CONTENT } from '../src/seed/content.ts';

const OUT = new URL('../media/', import.meta.url);

const PALETTES = [
  ['#0b5d4b', '#13806a', '#c8902e', '#f3e6c8'],
  ['#1f3a5f', '#2f5d8a', '#e0a84a', '#e8eef5'],
  ['#6b2d4a', '#93436a', '#e6b35c', '#f6e8ee'],
  ['#7a3b1e', '#a8562c', '#e9c46a', '#f8ecdf'],
  ['#234e52', '#2c7a7b', '#f6ad55', '#e6f4f1'],
  ['#3c2f6b', '#5a4a9c', '#f2c14e', '#ece9f7'],
];

function hash(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seed: string) {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const palette = (name: string) => PALETTES[hash(name) % PALETTES.length]!;

function star(cx: number, cy: number, r: number, fill: string, opacity = 1) {
  const sq = (rot: number) =>
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" transform="rotate(${rot} ${cx} ${cy})"/>`;
  return `<g fill="${fill}" opacity="${opacity}">${sq(0)}${sq(45)}</g>`;
}
function pattern(id: string, color: string, size = 60, opacity = 0.12) {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${star(size / 2, size / 2, size / 5, color, opacity)}<circle cx="0" cy="0" r="${size / 10}" fill="${color}" opacity="${opacity}"/><circle cx="${size}" cy="${size}" r="${size / 10}" fill="${color}" opacity="${opacity}"/></pattern>`;
}
function svg(w: number, h: number, body: string, defs = '') {
  // The title goes first and doubles as the label (pages give every <img> its own alt text).
  const title = /<title>(.*?)<\/title>/.exec(body)?.[1] ?? 'Aspire College illustration';
  const rest = body.replace(/<title>.*?<\/title>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${title}"><title>${title}</title><defs>${defs}</defs>${rest}</svg>\n`;
}
function arch(x: number, y: number, w: number, h: number, fill: string) {
  const r = w / 2;
  return `<path d="M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h} Z" fill="${fill}"/>`;
}
function person(
  cx: number,
  base: number,
  s: number,
  body: string,
  skin: string,
  covered: boolean,
  cap: boolean,
) {
  const head = base - s * 1.55;
  const torso = `<path d="M${cx - s * 0.8} ${base} C${cx - s * 0.8} ${base - s * 0.85} ${cx + s * 0.8} ${base - s * 0.85} ${cx + s * 0.8} ${base} Z" fill="${body}"/>`;
  if (covered) {
    // A scarf framing the face: drawn behind it, falling to the shoulders.
    const scarf = `<path d="M${cx - s * 0.52} ${head + s * 0.85} C${cx - s * 0.62} ${head - s * 0.2} ${cx - s * 0.4} ${head - s * 0.58} ${cx} ${head - s * 0.58} C${cx + s * 0.4} ${head - s * 0.58} ${cx + s * 0.62} ${head - s * 0.2} ${cx + s * 0.52} ${head + s * 0.85} Z" fill="${body}" stroke="#fff" stroke-opacity="0.25" stroke-width="${s * 0.03}"/>`;
    return `${torso}${scarf}<ellipse cx="${cx}" cy="${head + s * 0.04}" rx="${s * 0.27}" ry="${s * 0.33}" fill="${skin}"/>`;
  }
  const hat = cap
    ? `<path d="M${cx - s * 0.33} ${head - s * 0.12} A${s * 0.33} ${s * 0.22} 0 0 1 ${cx + s * 0.33} ${head - s * 0.12} Z" fill="#fff" opacity="0.92"/>`
    : `<path d="M${cx - s * 0.32} ${head - s * 0.02} A${s * 0.32} ${s * 0.36} 0 0 1 ${cx + s * 0.32} ${head - s * 0.02} Q${cx} ${head - s * 0.2} ${cx - s * 0.32} ${head - s * 0.02} Z" fill="#2a1d16"/>`;
  return `${torso}<ellipse cx="${cx}" cy="${head}" rx="${s * 0.32}" ry="${s * 0.38}" fill="${skin}"/>${hat}`;
}
/** Whether a portrait shows a woman (a scarf), read from the person's first name. */
const WOMEN =
  /ayesha|safiya|fathima|nazia|maryam|kavitha|huma|shaheen|sumaiya|zainab|hajira|rukhsana|nusrat|farzana|sameera/;
const SKINS = ['#8d5a3b', '#a86b45', '#c68a5e', '#6e4630', '#b97a50'];

function background(w: number, h: number, name: string, [dark, mid, accent, light]: string[], corner = true) {
  return {
    defs: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>${pattern('pt', light!)}`,
    body: `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#pt)"/>${corner ? star(w * 0.85, h * 0.2, h * 0.08, accent!, 0.85) : ''}<title>${esc(name)}</title>`,
  };
}

function poster(name: string, w = 800, h = 500) {
  const p = palette(name);
  const r = rng(name);
  const bg = background(w, h, name, p);
  let body = bg.body;
  const arches = 3 + Math.floor(r() * 3);
  const aw = (w * 0.7) / arches;
  for (let i = 0; i < arches; i += 1)
    body += arch(w * 0.15 + i * aw + aw * 0.1, h * (0.35 + r() * 0.1), aw * 0.8, h, i % 2 ? p[3]! : p[2]!);
  body += `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${p[0]}" opacity="0.6"/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.1 + r() * 0.8);
    body += `<line x1="${x}" y1="0" x2="${x}" y2="${h * (0.1 + r() * 0.15)}" stroke="${p[3]}" stroke-width="2"/><rect x="${x - 9}" y="${h * (0.1 + r() * 0.15)}" width="18" height="26" rx="6" fill="${p[2]}"/>`;
  }
  return svg(w, h, body, bg.defs);
}

function scene(name: string, category: string, w = 800, h = 600) {
  const p = palette(name);
  const r = rng(name);
  const bg = background(w, h, name, p);
  let body = bg.body;
  if (category === 'campus') {
    body += `<rect x="${w * 0.1}" y="${h * 0.35}" width="${w * 0.8}" height="${h * 0.55}" fill="${p[3]}"/>`;
    for (let i = 0; i < 5; i += 1) body += arch(w * 0.14 + i * w * 0.15, h * 0.48, w * 0.1, h * 0.42, p[0]!);
    body += `<path d="M${w * 0.4} ${h * 0.35} A${w * 0.1} ${w * 0.1} 0 0 1 ${w * 0.6} ${h * 0.35} Z" fill="${p[2]}"/>`;
    body += `<rect x="${w * 0.78}" y="${h * 0.12}" width="${w * 0.05}" height="${h * 0.23}" fill="${p[3]}"/>`;
  } else if (category === 'elearning') {
    body += `<rect x="${w * 0.2}" y="${h * 0.2}" width="${w * 0.6}" height="${h * 0.42}" rx="14" fill="#1b2428"/><rect x="${w * 0.23}" y="${h * 0.24}" width="${w * 0.54}" height="${h * 0.34}" fill="${p[3]}"/>`;
    body += person(w * 0.5, h * 0.58, h * 0.16, p[1]!, SKINS[Math.floor(r() * 5)]!, r() > 0.5, r() > 0.5);
    body += `<path d="M${w * 0.12} ${h * 0.66} H${w * 0.88} L${w * 0.8} ${h * 0.72} H${w * 0.2} Z" fill="#2b3438"/>`;
  } else if (category === 'peaceexpo') {
    for (let i = 0; i < 3; i += 1) {
      const x = w * (0.08 + i * 0.3);
      body += `<path d="M${x} ${h * 0.45} L${x + w * 0.12} ${h * 0.3} L${x + w * 0.24} ${h * 0.45} Z" fill="${i % 2 ? p[2] : p[3]}"/><rect x="${x + w * 0.02}" y="${h * 0.45}" width="${w * 0.2}" height="${h * 0.3}" fill="${p[3]}" opacity="0.9"/>`;
    }
  } else {
    body += `<rect x="${w * 0.3}" y="${h * 0.15}" width="${w * 0.4}" height="${h * 0.28}" rx="8" fill="${p[3]}"/><line x1="${w * 0.34}" y1="${h * 0.23}" x2="${w * 0.6}" y2="${h * 0.23}" stroke="${p[0]}" stroke-width="6"/><line x1="${w * 0.34}" y1="${h * 0.31}" x2="${w * 0.52}" y2="${h * 0.31}" stroke="${p[2]}" stroke-width="6"/>`;
  }
  const people = category === 'elearning' ? 0 : 3 + Math.floor(r() * 4);
  for (let i = 0; i < people; i += 1) {
    const cx = w * (0.1 + (i + 0.5) * (0.8 / people));
    body += person(
      cx,
      h * (0.94 + r() * 0.04),
      h * (0.12 + r() * 0.05),
      i % 2 ? p[2]! : p[3]!,
      SKINS[Math.floor(r() * 5)]!,
      r() > 0.5,
      r() > 0.6,
    );
  }
  return svg(w, h, body, bg.defs);
}

function portrait(name: string, who: string, w = 400, h = 400) {
  const p = palette(name);
  const r = rng(name);
  const covered = WOMEN.test(who.toLowerCase());
  const body = `<rect width="${w}" height="${h}" fill="${p[3]}"/><rect width="${w}" height="${h}" fill="url(#pt)"/><circle cx="${w / 2}" cy="${h * 0.55}" r="${w * 0.42}" fill="${p[1]}" opacity="0.25"/>${person(w / 2, h * 1.02, h * 0.5, p[0]!, SKINS[Math.floor(r() * 5)]!, covered, !covered && r() > 0.4)}<title>${esc(name)}</title>`;
  return svg(w, h, body, pattern('pt', p[0]!, 50, 0.08));
}

function wallImage(name: string, index: number) {
  const heights = [520, 420, 600, 460, 380, 560];
  return scene(name, index % 3 === 0 ? 'campus' : 'workshop', 600, heights[index % heights.length]);
}

function cover(issue: { id: string; title: string; theme: string }) {
  const w = 420;
  const h = 560;
  const p = palette(issue.id);
  const r = rng(issue.id);
  const bg = background(w, h, `Aspire Magazine ${issue.title}`, p, false);
  let body = bg.body;
  body += `<rect x="20" y="20" width="${w - 40}" height="${h - 40}" fill="none" stroke="${p[2]}" stroke-width="3"/>`;
  body += `<text x="${w / 2}" y="92" text-anchor="middle" font-family="Georgia, serif" font-size="52" font-weight="700" fill="#fff" letter-spacing="6">ASPIRE</text>`;
  body += `<text x="${w / 2}" y="122" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="${p[3]}" letter-spacing="3">MONTHLY MAGAZINE</text>`;
  body += arch(w * 0.28, 160, w * 0.44, 250, p[3]!);
  body += star(w / 2, 290, 40 + r() * 12, p[2]!, 0.95);
  body += `<text x="${w / 2}" y="460" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="#fff">${esc(issue.title)}</text>`;
  body += `<text x="${w / 2}" y="496" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" fill="${p[3]}">${esc(issue.theme)}</text>`;
  return svg(w, h, body, bg.defs);
}

function icon(name: string, kind: string, w = 600, h = 400) {
  const p = palette(name);
  const bg = background(w, h, name, p);
  let body = bg.body;
  const cx = w / 2;
  const cy = h / 2;
  const shapes: Record<string, string> = {
    question: `${star(cx, cy, 90, p[3]!)}<text x="${cx}" y="${cy + 45}" text-anchor="middle" font-family="Georgia, serif" font-size="130" fill="${p[0]}">?</text>`,
    circle: `${[0, 1, 2, 3, 4].map((i) => `<circle cx="${cx + 120 * Math.cos((i * 2 * Math.PI) / 5)}" cy="${cy + 20 + 100 * Math.sin((i * 2 * Math.PI) / 5)}" r="28" fill="${p[3]}"/>`).join('')}<rect x="${cx - 60}" y="${cy - 110}" width="120" height="70" rx="6" fill="${p[2]}"/>`,
    houses: `${[0, 1, 2, 3].map((i) => `<path d="M${80 + i * 120} ${cy + 120} V${cy} L${140 + i * 120} ${cy - 60} L${200 + i * 120} ${cy} V${cy + 120} Z" fill="${i % 2 ? p[3] : p[2]}"/>`).join('')}<path d="M60 ${cy - 90} Q ${cx} ${cy - 20} ${w - 60} ${cy - 90}" stroke="${p[3]}" fill="none" stroke-width="3"/>`,
    lens: `<rect x="${cx - 150}" y="${cy - 60}" width="300" height="150" rx="8" fill="${p[3]}"/><line x1="${cx}" y1="${cy - 60}" x2="${cx}" y2="${cy + 90}" stroke="${p[0]}" stroke-width="4"/><circle cx="${cx + 60}" cy="${cy - 30}" r="70" fill="none" stroke="${p[2]}" stroke-width="18"/><line x1="${cx + 110}" y1="${cy + 20}" x2="${cx + 170}" y2="${cy + 80}" stroke="${p[2]}" stroke-width="22" stroke-linecap="round"/>`,
    centre: `<rect x="${cx - 150}" y="${cy - 40}" width="300" height="160" fill="${p[3]}"/>${arch(cx - 40, cy + 10, 80, 110, p[0]!)}<path d="M${cx - 20} ${cy - 80} A 30 30 0 1 0 ${cx + 20} ${cy - 80} A 22 22 0 1 1 ${cx - 20} ${cy - 80}" fill="${p[2]}"/>`,
    rings: `<circle cx="${cx - 70}" cy="${cy}" r="90" fill="none" stroke="${p[2]}" stroke-width="20"/><circle cx="${cx + 70}" cy="${cy}" r="90" fill="none" stroke="${p[3]}" stroke-width="20"/><circle cx="${cx}" cy="${cy - 80}" r="90" fill="none" stroke="#fff" stroke-width="20" opacity="0.8"/>`,
    forum: `<rect x="${cx - 170}" y="${cy - 100}" width="220" height="120" rx="20" fill="${p[3]}"/><path d="M${cx - 120} ${cy + 20} L${cx - 140} ${cy + 60} L${cx - 80} ${cy + 20} Z" fill="${p[3]}"/><rect x="${cx - 20}" y="${cy - 20}" width="200" height="110" rx="20" fill="${p[2]}"/><path d="M${cx + 130} ${cy + 90} L${cx + 150} ${cy + 130} L${cx + 90} ${cy + 90} Z" fill="${p[2]}"/>`,
    book: `<path d="M${cx} ${cy - 80} C${cx - 60} ${cy - 110} ${cx - 150} ${cy - 100} ${cx - 180} ${cy - 80} V${cy + 110} C${cx - 150} ${cy + 90} ${cx - 60} ${cy + 90} ${cx} ${cy + 110} Z" fill="${p[3]}"/><path d="M${cx} ${cy - 80} C${cx + 60} ${cy - 110} ${cx + 150} ${cy - 100} ${cx + 180} ${cy - 80} V${cy + 110} C${cx + 150} ${cy + 90} ${cx + 60} ${cy + 90} ${cx} ${cy + 110} Z" fill="${p[2]}"/>`,
  };
  body += shapes[kind] ?? shapes.book!;
  return svg(w, h, body, bg.defs);
}

function banner(name: string, w = 1600, h = 420) {
  const p = palette(name);
  const r = rng(name);
  const bg = background(w, h, name, p);
  let body = bg.body;
  for (let i = 0; i < 9; i += 1)
    body += arch(60 + i * 175, h * (0.45 + r() * 0.15), 120, h, i % 3 === 0 ? p[2]! : p[3]!);
  body += `<rect width="${w}" height="${h}" fill="${p[0]}" opacity="0.35"/>`;
  return svg(w, h, body, bg.defs);
}

const files = new Map<string, string>();
const put = (path: string, content: string) => files.set(path.replace('/api/info/media/', ''), content);

const {
  events,
  posts,
  gallery,
  magazines,
  alumni,
  testimonials,
  'testimonial-images': testimonialImages,
  faculty,
  leadership,
  community,
} = INFO_CONTENT;
for (const e of events) put(e.image, poster(e.id));
for (const p of posts) put(p.image, poster(p.id, 800, 450));
for (const g of gallery) put(g.image, scene(g.id, g.category));
for (const m of magazines) put(m.cover, cover(m));
for (const person of [
  ...alumni.map((a) => ({ id: a.id, name: a.name, image: a.imageUrl })),
  ...testimonials,
  ...faculty,
  ...leadership,
])
  put(person.image, portrait(person.id, person.name));
for (const [i, t] of testimonialImages.entries()) put(t.image, wallImage(t.id, i));
const COMMUNITY_ICONS: Record<string, string> = {
  'free-online-fatwa-service': 'question',
  'free-workshops': 'circle',
  'neighbour-events': 'houses',
  'myth-busting-series': 'lens',
  'salam-centres': 'centre',
  'w-power-community': 'rings',
};
for (const c of community) put(c.image, icon(c.id, COMMUNITY_ICONS[c.id] ?? 'book'));
for (const [tile, kind] of [
  ['franchise', 'centre'],
  ['w-power', 'rings'],
  ['forum', 'forum'],
  ['magazines', 'book'],
] as const)
  put(`tiles/${tile}.svg`, icon(`tile-${tile}`, kind));
for (const b of [
  'glance',
  'scholarship',
  'franchise',
  'w-power',
  'community',
  'events',
  'blogs',
  'gallery',
  'people',
  'legal',
])
  put(`banners/${b}.svg`, banner(`banner-${b}`));

for (const [path, content] of files) {
  const url = new URL(path, OUT);
  mkdirSync(new URL('.', url), { recursive: true });
  writeFileSync(url, content);
}
console.log(`wrote ${files.size} files to ${OUT.pathname}`);
