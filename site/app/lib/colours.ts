/**
 * Staff pick the brand colours; these helpers keep text on and in them at WCAG AA (4.5:1) whatever
 * they pick: a readable text colour on the brand colour, and a darker "ink" for brand-coloured text
 * on white.
 */
const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex);
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (c: [number, number, number]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** White or near-black, whichever reads better on `bg`. */
export const textOn = (bg: string) => (contrast(bg, '#ffffff') >= contrast(bg, '#111827') ? '#ffffff' : '#111827');

/** The colour itself when it reads on white, else the same hue darkened until it does. */
export function inkOnWhite(hex: string): string {
  let c = channels(hex);
  if (!c) return '#1f2937';
  for (let i = 0; i < 20 && contrast(toHex(c), '#ffffff') < 4.5; i++) c = c.map((v) => v * 0.9) as [number, number, number];
  return toHex(c);
}

export function brandVariables(primary: string, secondary: string): Record<string, string> {
  const p = channels(primary) ? primary : '#0b5cad';
  const s = channels(secondary) ? secondary : '#0f766e';
  return {
    '--color-primary': inkOnWhite(p),
    '--color-on-primary': textOn(inkOnWhite(p)),
    '--color-secondary': inkOnWhite(s),
    '--color-on-secondary': textOn(inkOnWhite(s)),
  };
}
