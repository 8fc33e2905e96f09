/**
 * The catalogue's generated art: course banners, certificate images and reviewer/faculty avatars, drawn
 * as SVG from a few parameters so every image is our own and the college needs no design files.
 */

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Theme = {
  from: string;
  to: string;
  accent: string;
  motif: 'star' | 'mind' | 'letters' | 'school' | 'growth';
};

const THEMES: Record<string, Theme> = {
  islamic: { from: '#0b5d4b', to: '#06352b', accent: '#e0b45a', motif: 'star' },
  psychology: { from: '#2f4b7c', to: '#1b2b4a', accent: '#f2c36b', motif: 'mind' },
  arabic: { from: '#7a3b2e', to: '#4a2119', accent: '#f0c987', motif: 'letters' },
  school: { from: '#3d5a3d', to: '#223522', accent: '#e8cf7a', motif: 'school' },
  business: { from: '#1f4e5f', to: '#10303b', accent: '#f4b860', motif: 'growth' },
};

export function themeOf(id: number): Theme {
  if ([2, 12, 14].includes(id)) return THEMES.psychology as Theme;
  if ([5, 6, 7].includes(id)) return THEMES.arabic as Theme;
  if ([4, 16].includes(id)) return THEMES.school as Theme;
  if ([17, 18].includes(id)) return THEMES.business as Theme;
  return THEMES.islamic as Theme;
}

/** An eight-pointed star (two squares rotated by 45°) centred on (x, y). */
const star = (x: number, y: number, r: number) => {
  const square = (angle: number) =>
    [0, 1, 2, 3]
      .map((i) => {
        const a = angle + (i * Math.PI) / 2;
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      })
      .join(' ');
  return `<polygon points="${square(Math.PI / 4)}"/><polygon points="${square(0)}"/>`;
};

function pattern(accent: string) {
  const stars: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 14; col += 1) {
      stars.push(star(col * 90 + (row % 2) * 45, row * 90 + 20, 26));
    }
  }
  return `<g fill="none" stroke="${accent}" stroke-opacity="0.16" stroke-width="2">${stars.join('')}</g>`;
}

function motif(kind: Theme['motif'], accent: string) {
  const s = `stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'star':
      return `<g ${s}>${star(0, 0, 92)}<circle r="52"/></g><circle r="18" fill="${accent}"/>`;
    case 'mind':
      return `<g ${s}><path d="M-60 40 C-100 0 -80 -80 -10 -86 C60 -92 96 -40 80 10 C70 40 40 44 40 80 L-30 80 C-30 60 -40 56 -60 40 Z"/><path d="M-20 -40 C0 -60 30 -50 30 -20 C30 10 0 10 0 30"/></g><circle cx="0" cy="52" r="7" fill="${accent}"/>`;
    case 'letters':
      return `<g ${s}><rect x="-96" y="-80" width="192" height="160" rx="18"/><path d="M-56 20 C-56 50 -10 50 -10 20 L-10 -30"/><path d="M20 -30 L20 30 C20 44 60 44 60 30 L60 0"/><circle cx="40" cy="-40" r="4" fill="${accent}"/><circle cx="-33" cy="-48" r="4" fill="${accent}"/></g>`;
    case 'school':
      return `<g ${s}><path d="M-100 -20 L0 -70 L100 -20 L0 30 Z"/><path d="M-60 0 L-60 50 C-30 76 30 76 60 50 L60 0"/><path d="M90 -14 L90 50"/></g><circle cx="90" cy="58" r="9" fill="${accent}"/>`;
    case 'growth':
      return `<g ${s}><path d="M-100 80 L100 80"/><rect x="-84" y="20" width="34" height="60"/><rect x="-30" y="-10" width="34" height="90"/><rect x="24" y="-46" width="34" height="126"/><path d="M-90 -20 L-20 -60 L20 -40 L90 -90"/><path d="M62 -92 L90 -90 L86 -62"/></g>`;
  }
}

function wrapTitle(title: string, max = 26) {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(' ')) {
    if ((line ? `${line} ${word}` : word).length > max && line) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** The course banner and card image (1200 × 600). */
export function courseBanner(id: number, title: string, label: string) {
  const theme = themeOf(id);
  const lines = wrapTitle(title);
  const text = lines
    .map((line, i) => `<text x="80" y="${250 + i * 70 - (lines.length - 1) * 35}">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>
${pattern(theme.accent)}
<circle cx="930" cy="300" r="190" fill="${theme.to}" fill-opacity="0.55" stroke="${theme.accent}" stroke-opacity="0.5" stroke-width="3"/>
<g transform="translate(930 300)">${motif(theme.motif, theme.accent)}</g>
<rect x="80" y="96" width="${label.length * 14 + 40}" height="44" rx="22" fill="${theme.accent}"/>
<text x="100" y="126" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${theme.to}">${esc(label)}</text>
<g font-family="Georgia, 'Times New Roman', serif" font-size="58" font-weight="700" fill="#ffffff">${text}</g>
<text x="80" y="510" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.85">Aspire College &amp; Trust \u00B7 Chennai | Bengaluru</text>
</svg>`;
}

/** The certificate a learner receives (1000 × 700). */
export function certificate(id: number, title: string) {
  const theme = themeOf(id);
  const lines = wrapTitle(title, 34);
  const text = lines.map((line, i) => `<text x="500" y="${372 + i * 46}">${esc(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700" width="1000" height="700" role="img" aria-label="Certificate of completion: ${esc(title)}">
<rect width="1000" height="700" fill="#fbf7ec"/>
<rect x="24" y="24" width="952" height="652" fill="none" stroke="${theme.from}" stroke-width="10"/>
<rect x="44" y="44" width="912" height="612" fill="none" stroke="${theme.accent}" stroke-width="3"/>
<g fill="none" stroke="${theme.accent}" stroke-width="2.5">${star(84, 84, 22)}${star(916, 84, 22)}${star(84, 616, 22)}${star(916, 616, 22)}</g>
<g text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" fill="${theme.to}">
<text x="500" y="140" font-size="30" letter-spacing="4">ASPIRE COLLEGE &amp; TRUST</text>
<text x="500" y="220" font-size="56" font-weight="700" fill="${theme.from}">Certificate of Completion</text>
<text x="500" y="290" font-size="24" font-style="italic" fill="#4a575d">This certifies that the bearer has successfully completed</text>
<g font-size="38" font-weight="700">${text}</g>
</g>
<path d="M180 560 L380 560 M620 560 L820 560" stroke="#4a575d" stroke-width="2"/>
<g text-anchor="middle" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="18" fill="#4a575d">
<text x="280" y="590">Principal</text><text x="720" y="590">Head of Department</text></g>
<g transform="translate(500 560)"><circle r="54" fill="${theme.from}"/><circle r="44" fill="none" stroke="${theme.accent}" stroke-width="3"/><g fill="none" stroke="${theme.accent}" stroke-width="3">${star(0, 0, 24)}</g></g>
</svg>`;
}

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'moulavi', 'sheikh', 'ustadh', 'ustadha', 'imam', 'syed']);
const AVATAR_COLOURS = ['#0b5d4b', '#2f4b7c', '#7a3b2e', '#3d5a3d', '#1f4e5f', '#5b3f7a', '#8a4b12'];

/** A round avatar with the person's initials (160 × 160), from the slug of their name. */
export function avatar(slug: string) {
  const words = slug.split('-').filter((w) => w && !TITLES.has(w));
  const initials = (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || '?'
  ).toUpperCase();
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<circle cx="80" cy="80" r="80" fill="${colour}"/>
<circle cx="80" cy="80" r="68" fill="none" stroke="#e0b45a" stroke-opacity="0.6" stroke-width="3"/>
<text x="80" y="96" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="52" font-weight="700" fill="#ffffff">${esc(initials)}</text>
</svg>`;
}
