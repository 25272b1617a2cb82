// Writes the demo campaigns' pictures as SVG files under site/public/demo/campaigns/: a 400×400
// logo and a 700×500 campaign image per company, plus two gallery pictures for featured ones.
// Deterministic (the same data gives the same files) and offline: nothing is fetched.
//   cd scripts && npx tsx generate-demo-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CAMPAIGNS, type DemoCampaign, demoImages } from '@cf/db/seed/campaigns-data';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(root, 'site/public/demo/campaigns');

/** A small seeded random generator (mulberry32), so every run draws the same pictures. */
function random(seedText: string) {
  let seed = [...seedText].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each category's hue; companies vary around it. */
const HUES: Record<DemoCampaign['category'], number> = {
  technology: 245,
  'real-estate': 175,
  'food-and-drink': 24,
  health: 345,
  energy: 140,
  consumer: 268,
  fintech: 205,
};

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = "font-family=\"'Inter','Segoe UI',system-ui,-apple-system,Helvetica,Arial,sans-serif\"";

function palette(c: DemoCampaign) {
  const rnd = random(c.slug);
  const hue = HUES[c.category] + (rnd() - 0.5) * 36;
  return {
    hue,
    deep: hsl(hue, 62, 30),
    main: hsl(hue, 64, 44),
    light: hsl(hue + 12, 70, 88),
    pale: hsl(hue + 20, 60, 96),
    accent: hsl(hue + 150, 70, 62),
    warm: hsl(hue + 40, 85, 62),
  };
}

/** Two letters: the capitals of a compound brand ("SolarNest" → SN), else the first two words' initials. */
export function monogram(name: string): string {
  const words = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[\p{L}]/u.test(w));
  const capitals = (words[0] ?? '').match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A small line drawing of the category, in a 100×100 box, for the logo's corner ring. */
function glyph(category: DemoCampaign['category']): string {
  switch (category) {
    case 'energy':
      return '<circle cx="50" cy="50" r="18"/><path d="M50 14v10M50 76v10M14 50h10M76 50h10M25 25l7 7M68 68l7 7M25 75l7-7M68 32l7-7"/>';
    case 'real-estate':
      return '<path d="M18 84V44l32-24 32 24v40z"/><path d="M40 84V60h20v24"/>';
    case 'food-and-drink':
      return '<path d="M16 52h68a34 34 0 0 1-68 0z"/><path d="M38 40c0-10 8-12 8-22M54 40c0-10 8-12 8-22"/>';
    case 'health':
      return '<path d="M50 82 20 52a17 17 0 0 1 30-22 17 17 0 0 1 30 22z"/><path d="M28 54h12l6-10 8 20 6-10h12"/>';
    case 'fintech':
      return '<path d="M18 82V62M38 82V48M58 82V36M78 82V22"/><path d="M16 50l22-16 20 8 24-22"/>';
    case 'consumer':
      return '<path d="M22 36h56l-6 48H28z"/><path d="M38 36v-6a12 12 0 0 1 24 0v6"/>';
    case 'technology':
      return '<circle cx="24" cy="24" r="7"/><circle cx="76" cy="30" r="7"/><circle cx="50" cy="76" r="7"/><path d="M30 27l40 2M28 30l18 40M72 36 54 70"/>';
  }
}

function logoSvg(c: DemoCampaign): string {
  const p = palette(c);
  const letters = monogram(c.companyName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${esc(c.companyName)} logo">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
  </defs>
  <rect width="400" height="400" rx="88" fill="url(#bg)"/>
  <circle cx="322" cy="78" r="130" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="60" cy="360" r="110" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(262 262) scale(0.9)" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph(c.category)}</g>
  <text x="200" y="192" text-anchor="middle" dominant-baseline="central" ${FONT} font-size="150" font-weight="700" letter-spacing="-4" fill="#ffffff">${esc(letters)}</text>
</svg>
`;
}

/** The scene of a category on a 700×500 canvas (drawn above the sky, below the caption). */
function scene(c: DemoCampaign, p: ReturnType<typeof palette>, rnd: () => number, variant: number): string {
  const parts: string[] = [];
  const r = (min: number, max: number) => min + rnd() * (max - min);
  const ground = `<path d="M0 ${390 - variant * 10} C 180 ${350 + r(-20, 20)}, 420 ${420 + r(-20, 20)}, 700 ${370 - variant * 8} V500 H0z" fill="${p.main}" fill-opacity="0.9"/>`;
  switch (c.category) {
    case 'energy': {
      parts.push(`<circle cx="${r(480, 580)}" cy="${r(90, 130)}" r="62" fill="#fbbf24"/>`);
      parts.push(ground);
      const panels = /solar/.test(c.slug) ? variant !== 2 : /wind/.test(c.slug) ? variant === 2 : rnd() > 0.5;
      if (panels) {
        for (let i = 0; i < 5; i++) {
          const x = 40 + i * 128;
          const y = 380 + (i % 2) * 18;
          parts.push(
            `<g transform="translate(${x} ${y})"><path d="M0 40 L30 0 H120 L90 40z" fill="${p.deep}"/><path d="M30 0 L0 40 M60 0 L30 40 M90 0 L60 40 M15 20 H105" stroke="${p.light}" stroke-width="2" fill="none"/><path d="M55 40 v26" stroke="${p.deep}" stroke-width="6"/></g>`,
          );
        }
      } else {
        for (let i = 0; i < 3; i++) {
          const x = 150 + i * 190;
          const h = r(150, 210);
          const angle = r(0, 120);
          parts.push(
            `<g transform="translate(${x} ${400 - h})"><path d="M-5 0 L-9 ${h} H9 L5 0z" fill="#ffffff"/><g transform="rotate(${angle})" fill="#ffffff"><path d="M0 0 L-7 -92 Q0 -100 7 -92z"/><path d="M0 0 L-7 -92 Q0 -100 7 -92z" transform="rotate(120)"/><path d="M0 0 L-7 -92 Q0 -100 7 -92z" transform="rotate(240)"/></g><circle r="9" fill="${p.deep}"/></g>`,
          );
        }
      }
      break;
    }
    case 'real-estate': {
      parts.push(`<circle cx="${r(90, 200)}" cy="${r(80, 120)}" r="46" fill="${p.pale}" fill-opacity="0.8"/>`);
      let x = 20;
      while (x < 680) {
        const w = r(70, 130);
        const h = r(150, 330);
        const top = 430 - h;
        const shade = rnd() > 0.5 ? p.deep : p.main;
        parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${shade}"/>`);
        for (let wy = top + 18; wy < 410; wy += 28)
          for (let wx = x + 12; wx < x + w - 18; wx += 24)
            if (rnd() > 0.3)
              parts.push(`<rect x="${wx}" y="${wy}" width="12" height="16" fill="${rnd() > 0.7 ? p.warm : p.light}" fill-opacity="0.9"/>`);
        x += w + r(6, 18);
      }
      parts.push(`<rect y="430" width="700" height="70" fill="${p.deep}"/>`);
      break;
    }
    case 'food-and-drink': {
      parts.push(`<rect y="370" width="700" height="130" fill="${p.deep}" fill-opacity="0.85"/>`);
      parts.push(`<ellipse cx="350" cy="372" rx="230" ry="26" fill="#000000" fill-opacity="0.12"/>`);
      for (let i = 0; i < 9; i++) {
        const lx = 350 + r(-150, 150);
        const ly = r(170, 260);
        parts.push(
          `<ellipse cx="${lx}" cy="${ly}" rx="${r(26, 46)}" ry="${r(12, 18)}" transform="rotate(${r(-60, 60)} ${lx} ${ly})" fill="${i % 3 === 0 ? p.accent : i % 3 === 1 ? hsl(p.hue + 90, 55, 42) : p.warm}"/>`,
        );
      }
      parts.push(`<path d="M150 250 H550 A200 130 0 0 1 150 250z" fill="#ffffff"/>`);
      parts.push(`<path d="M170 262 H530" stroke="${p.light}" stroke-width="6"/>`);
      break;
    }
    case 'health': {
      parts.push(ground);
      if (/care|clinic/.test(c.slug)) {
        parts.push(
          `<path d="M200 380 V250 L350 140 L500 250 V380z" fill="#ffffff"/><path d="M170 262 L350 120 L530 262" fill="none" stroke="${p.deep}" stroke-width="14" stroke-linejoin="round"/>`,
        );
        parts.push(
          `<rect x="326" y="210" width="48" height="130" rx="8" fill="${p.main}"/><rect x="285" y="251" width="130" height="48" rx="8" fill="${p.main}"/>`,
        );
        break;
      }
      parts.push(`<path d="M350 360 L230 240 A68 68 0 0 1 350 150 A68 68 0 0 1 470 240z" fill="#ffffff" fill-opacity="0.92"/>`);
      let d = 'M0 250';
      for (let x = 0; x <= 700; x += 70)
        d += x % 140 === 0 ? ` L${x + 20} 250 L${x + 35} ${r(170, 200)} L${x + 50} ${r(300, 330)} L${x + 70} 250` : ` L${x + 70} 250`;
      parts.push(`<path d="${d}" fill="none" stroke="${p.deep}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`);
      break;
    }
    case 'fintech': {
      if (rnd() > 0.5) {
        parts.push(`<rect y="420" width="700" height="80" fill="${p.deep}"/>`);
        parts.push(
          `<rect x="250" y="70" width="200" height="380" rx="30" fill="${p.deep}"/><rect x="266" y="100" width="168" height="320" rx="14" fill="${p.pale}"/>`,
        );
        parts.push(
          `<rect x="286" y="130" width="128" height="80" rx="10" fill="${p.main}"/><rect x="300" y="150" width="30" height="22" rx="4" fill="${p.warm}"/>`,
        );
        for (let i = 0; i < 4; i++)
          parts.push(`<rect x="286" y="${235 + i * 38}" width="${r(70, 128)}" height="18" rx="9" fill="${p.light}"/>`);
        for (let i = 0; i < 5; i++)
          parts.push(
            `<ellipse cx="${r(90, 180)}" cy="${400 - i * 16}" rx="46" ry="15" fill="${p.warm}" stroke="${p.deep}" stroke-width="3"/>`,
          );
        parts.push(
          `<path d="M490 200 q60 -60 120 0" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/><path d="M510 230 q40 -40 80 0" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`,
        );
        break;
      }
      for (let i = 0; i < 7; i++) {
        const h = 60 + i * r(26, 40);
        parts.push(
          `<rect x="${70 + i * 82}" y="${420 - h}" width="52" height="${h}" rx="8" fill="${i === 6 ? p.warm : p.deep}" fill-opacity="${0.55 + i * 0.06}"/>`,
        );
      }
      let d = 'M60 360';
      for (let i = 1; i <= 7; i++) d += ` L${60 + i * 85} ${360 - i * r(30, 42)}`;
      parts.push(`<path d="${d}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`);
      for (let i = 0; i < 4; i++)
        parts.push(`<ellipse cx="590" cy="${150 - i * 16}" rx="48" ry="16" fill="${p.warm}" stroke="${p.deep}" stroke-width="3"/>`);
      parts.push(`<rect y="420" width="700" height="80" fill="${p.deep}"/>`);
      break;
    }
    case 'consumer': {
      parts.push(`<rect y="400" width="700" height="100" fill="${p.deep}"/>`);
      if (/bike|scooter|ride/.test(c.slug)) {
        const wheel = (x: number) =>
          `<circle cx="${x}" cy="340" r="58" fill="none" stroke="${p.deep}" stroke-width="12"/><circle cx="${x}" cy="340" r="8" fill="${p.deep}"/>`;
        parts.push(wheel(190), wheel(510));
        parts.push(
          `<path d="M190 340 L300 340 L400 220 L510 340 M300 340 L260 230 M400 220 L420 190 H460" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
        parts.push(
          `<rect x="150" y="200" width="140" height="100" rx="10" fill="${p.warm}"/><path d="M240 230 h-20" stroke="${p.deep}" stroke-width="8"/>`,
        );
        break;
      }
      for (let i = 0; i < 4; i++) {
        const w = r(90, 140);
        const h = r(80, 150);
        const x = 60 + i * 150;
        parts.push(`<rect x="${x}" y="${400 - h}" width="${w}" height="${h}" rx="10" fill="${i % 2 ? p.main : p.warm}"/>`);
        parts.push(`<rect x="${x + w / 2 - 8}" y="${400 - h}" width="16" height="${h}" fill="#ffffff" fill-opacity="0.5"/>`);
      }
      parts.push(
        `<path d="M420 150 H600 L585 330 H435z" fill="#ffffff"/><path d="M470 150 v-20 a40 40 0 0 1 80 0 v20" fill="none" stroke="#ffffff" stroke-width="10"/>`,
      );
      break;
    }
    case 'technology': {
      const nodes = Array.from({ length: 14 }, () => [r(40, 660), r(60, 440)] as const);
      for (const [i, [x, y]] of nodes.entries()) {
        const [nx, ny] = nodes[(i + 1 + Math.floor(r(0, 3))) % nodes.length]!;
        parts.push(
          `<path d="M${x} ${y} H${(x + nx) / 2} V${ny} H${nx}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>`,
        );
      }
      for (const [i, [x, y]] of nodes.entries())
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${i % 4 === 0 ? 16 : 9}" fill="${i % 4 === 0 ? p.warm : '#ffffff'}" stroke="${p.deep}" stroke-width="4"/>`,
        );
      parts.push(
        `<rect x="270" y="170" width="160" height="160" rx="22" fill="${p.deep}"/><rect x="300" y="200" width="100" height="100" rx="12" fill="none" stroke="${p.light}" stroke-width="6"/>`,
      );
      break;
    }
  }
  return parts.join('\n  ');
}

function imageSvg(c: DemoCampaign, variant: number, caption: string): string {
  const p = palette(c);
  const rnd = random(`${c.slug}#${variant}`);
  const sky = variant === 2 ? [p.light, p.main] : variant === 1 ? [p.pale, p.light] : [p.light, p.pale];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500" viewBox="0 0 700 500" role="img" aria-label="${esc(caption)}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
  </defs>
  <rect width="700" height="500" fill="url(#sky)"/>
  ${scene(c, p, rnd, variant)}
  <rect x="24" y="24" rx="10" width="${Math.min(652, 34 + caption.length * 11)}" height="44" fill="#0b1220" fill-opacity="0.62"/>
  <text x="41" y="52" ${FONT} font-size="20" font-weight="600" fill="#ffffff">${esc(caption)}</text>
</svg>
`;
}

mkdirSync(outDir, { recursive: true });
let written = 0;
const write = (publicPath: string, svg: string) => {
  writeFileSync(join(root, 'site/public', publicPath), svg);
  written++;
};
for (const c of DEMO_CAMPAIGNS) {
  const paths = demoImages(c.slug);
  write(paths.logo, logoSvg(c));
  write(paths.image, imageSvg(c, 0, c.campaignName));
  if (c.featured) {
    write(paths.gallery[0]!, imageSvg(c, 1, `${c.companyName.split(' ')[0]} · the team at work`));
    write(paths.gallery[1]!, imageSvg(c, 2, `${c.companyName.split(' ')[0]} · the product`));
  }
}
console.log(`wrote ${written} SVG files to ${outDir}`);
