import type { ArtSpec, SeedProduct } from './products.ts';

/**
 * Generated product pictures: simple geometric SVG art in each product's palette (the front, a pattern
 * close-up and a card of facts). Presentation attributes only, no <style>, so the service's strict
 * content security policy does not strip anything.
 */

const SIZE = 600;
const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** An eight-pointed star (two squares, one turned 45°) centred on cx, cy. */
function star(cx: number, cy: number, r: number, attrs: string) {
  const square = (turn: number) =>
    Array.from({ length: 4 }, (_, i) => {
      const a = turn + (i * Math.PI) / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  return `<polygon points="${square(Math.PI / 4)}" ${attrs}/><polygon points="${square(0)}" ${attrs}/>`;
}

function lattice(color: string, opacity: number, step = 75, r = 22) {
  let out = `<g fill="none" stroke="${color}" stroke-width="2" opacity="${opacity}">`;
  for (let y = step / 2; y < SIZE + step; y += step) {
    for (let x = step / 2; x < SIZE + step; x += step) out += star(x, y, r, '');
  }
  return `${out}</g>`;
}

function text(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  gap = 1.25,
  weight = 'bold',
) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(y + i * size * gap).toFixed(0)}" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(line)}</text>`,
    )
    .join('');
}

function front({ kind, palette: [, main, accent], label }: ArtSpec) {
  const ground = `<ellipse cx="300" cy="540" rx="210" ry="22" fill="#000" opacity="0.08"/>`;
  switch (kind) {
    case 'book':
    case 'diary':
      return `${ground}
<rect x="168" y="88" width="292" height="432" rx="8" fill="${main}" opacity="0.55" transform="translate(14 10)"/>
<rect x="150" y="80" width="300" height="440" rx="8" fill="${main}"/>
<rect x="150" y="80" width="28" height="440" rx="6" fill="#000" opacity="0.18"/>
<rect x="196" y="104" width="234" height="392" rx="4" fill="none" stroke="${accent}" stroke-width="3"/>
${star(313, 210, 54, `fill="none" stroke="${accent}" stroke-width="4"`)}
<circle cx="313" cy="210" r="20" fill="${accent}"/>
${text(label, 313, 330, label.join('').length > 30 ? 24 : 28, '#ffffff')}
${text(['ASPIRE'], 313, 476, 16, accent, 1, 'normal')}`;
    case 'library': {
      let books = '';
      for (const [row, y] of [
        [0, 120],
        [1, 320],
      ] as const) {
        let x = 90;
        for (let i = 0; i < 9; i += 1) {
          const h = 150 - ((i * 37 + row * 17) % 40);
          const w = 38 + ((i * 13) % 12);
          const fill = i % 3 === 0 ? accent : main;
          books += `<rect x="${x}" y="${y + 170 - h}" width="${w}" height="${h}" rx="3" fill="${fill}"/><rect x="${x + 6}" y="${y + 190 - h}" width="${w - 12}" height="6" fill="#ffffff" opacity="0.7"/>`;
          x += w + 6;
        }
        books += `<rect x="70" y="${y + 170}" width="460" height="14" rx="3" fill="#5a4632"/>`;
      }
      return `${ground}${books}${text([label.join(' · ')], 300, 560, 22, main)}`;
    }
    case 'notebook':
      return `${ground}${[0, 1, 2]
        .map((i) => {
          const x = 130 + i * 40;
          const y = 90 + i * 30;
          const fill = i === 1 ? accent : main;
          return `<rect x="${x}" y="${y}" width="260" height="360" rx="10" fill="${fill}"/>
<rect x="${x}" y="${y}" width="20" height="360" rx="6" fill="#000" opacity="0.2"/>
${star(x + 140, y + 150, 46, `fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"`)}`;
        })
        .join('')}${text(label, 350, 400, 26, '#ffffff')}`;
    case 'rehal':
      return `${ground}
<polygon points="150,520 250,520 450,200 350,200" fill="${main}"/>
<polygon points="450,520 350,520 150,200 250,200" fill="${main}" opacity="0.85"/>
${star(300, 360, 30, `fill="${accent}"`)}
<path d="M120 210 Q300 120 300 120 Q300 120 480 210 L470 230 Q300 150 300 150 Q300 150 130 230 Z" fill="#f7f3ea" stroke="${main}" stroke-width="4"/>
<line x1="300" y1="125" x2="300" y2="150" stroke="${main}" stroke-width="4"/>`;
    case 'mat':
      return `${ground}
<rect x="170" y="60" width="260" height="470" rx="10" fill="${main}"/>
<rect x="190" y="80" width="220" height="430" rx="6" fill="none" stroke="${accent}" stroke-width="4"/>
<path d="M220 470 L220 220 Q220 140 300 120 Q380 140 380 220 L380 470 Z" fill="none" stroke="${accent}" stroke-width="4"/>
${star(300, 260, 36, `fill="${accent}" opacity="0.9"`)}
${Array.from({ length: 13 }, (_, i) => `<line x1="${180 + i * 20}" y1="530" x2="${180 + i * 20}" y2="552" stroke="${main}" stroke-width="3"/>`).join('')}`;
    case 'hoodie':
      return `${ground}
<path d="M210 110 Q300 40 390 110 L500 180 L470 300 L420 280 L420 520 L180 520 L180 280 L130 300 L100 180 Z" fill="${main}"/>
<path d="M240 110 Q300 170 360 110" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
<rect x="230" y="400" width="140" height="70" rx="12" fill="#000" opacity="0.15"/>
<circle cx="350" cy="220" r="28" fill="none" stroke="${accent}" stroke-width="4"/>
${star(350, 220, 16, `fill="${accent}"`)}
<line x1="280" y1="130" x2="275" y2="210" stroke="#ffffff" stroke-width="3"/><line x1="320" y1="130" x2="325" y2="210" stroke="#ffffff" stroke-width="3"/>`;
    case 'counter':
      return `${ground}
<circle cx="300" cy="300" r="190" fill="none" stroke="${main}" stroke-width="36" opacity="0.25"/>
<rect x="190" y="170" width="220" height="260" rx="60" fill="${main}"/>
<rect x="220" y="210" width="160" height="70" rx="10" fill="#d8f0e4"/>
${text(['0033'], 300, 262, 40, '#1b2428', 1, 'normal')}
<circle cx="300" cy="350" r="40" fill="${accent}"/><circle cx="380" cy="320" r="12" fill="#ffffff" opacity="0.8"/>`;
    case 'bag':
      return `${ground}
<path d="M230 200 Q230 90 300 90 Q370 90 370 200" fill="none" stroke="${main}" stroke-width="14"/>
<polygon points="150,200 450,200 480,520 120,520" fill="#efe6d2" stroke="${main}" stroke-width="4"/>
${star(300, 360, 70, `fill="none" stroke="${accent}" stroke-width="6"`)}
${star(300, 360, 34, `fill="${main}"`)}
${text(label, 300, 480, 22, main)}`;
  }
}

function pattern({ palette: [bg, main, accent], label }: ArtSpec) {
  return `<rect width="${SIZE}" height="${SIZE}" fill="${main}"/>${lattice(accent, 0.55)}${lattice('#ffffff', 0.18, 75, 11)}
<circle cx="300" cy="300" r="150" fill="${bg}"/>
<circle cx="300" cy="300" r="138" fill="none" stroke="${accent}" stroke-width="4"/>
${text(label.slice(0, 2), 300, 292, 34, main)}`;
}

function facts(product: SeedProduct) {
  const [, main, accent] = product.art.palette;
  const lines = product.art.facts
    .map(
      (fact, i) =>
        `${star(120, 268 + i * 70, 12, `fill="${accent}"`)}<text x="150" y="${278 + i * 70}" font-family="system-ui, sans-serif" font-size="28" fill="#ffffff">${esc(fact)}</text>`,
    )
    .join('');
  return `<rect width="${SIZE}" height="${SIZE}" fill="${main}"/>${lattice('#ffffff', 0.07)}
<rect x="60" y="60" width="480" height="480" rx="16" fill="#000" opacity="0.18"/>
${text(product.art.label, 300, 130, 34, '#ffffff', 1.2)}
${lines}
${text(['Aspire College Shop'], 300, 500, 20, accent, 1, 'normal')}`;
}

/** The n-th picture (1-based) of a product, or undefined when there is no such picture. */
export function productArt(product: SeedProduct, n: number): string | undefined {
  const [bg] = product.art.palette;
  const views = [front(product.art), pattern(product.art), facts(product)];
  const body = views[n - 1];
  if (!body) return undefined;
  const titles = ['', ' — pattern detail', ' — details'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img"><title>${esc(product.productName + titles[n - 1])}</title><rect width="${SIZE}" height="${SIZE}" fill="${bg}"/>${n === 1 ? lattice(product.art.palette[1], 0.06) : ''}${body}</svg>`;
}
