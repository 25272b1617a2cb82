import { existsSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';

/** Where distributions put the fonts (fonts-noto-core, fonts-dejavu-core). */
const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/noto', '/usr/share/fonts/TTF'];
const LATIN = [
  ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'],
  ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
];
const ARABIC = [
  ['NotoSansArabic-Regular.ttf', 'NotoSansArabic-Bold.ttf'],
  ['NotoNaskhArabic-Regular.ttf', 'NotoNaskhArabic-Bold.ttf'],
  ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
];

function find(candidates: string[][]): { regular: string; bold: string } | null {
  for (const [regular, bold] of candidates)
    for (const dir of FONT_DIRS)
      if (existsSync(`${dir}/${regular}`))
        return { regular: `${dir}/${regular}`, bold: existsSync(`${dir}/${bold}`) ? `${dir}/${bold}` : `${dir}/${regular}` };
  return null;
}

export type PdfFonts = {
  /** Font families for a text, in fallback order (a Latin name in an Arabic contract still shows). */
  families: string[];
  /** Whether Arabic text can be drawn; without it an Arabic contract is made in English. */
  arabic: boolean;
};

let fonts: PdfFonts | undefined;

/**
 * Registers the machine's TrueType fonts once: a Latin one (else the built-in Helvetica, which
 * covers French) and one with Arabic glyphs when present.
 */
export function pdfFonts(): PdfFonts {
  if (fonts) return fonts;
  // Words are never split with hyphens: a contract reads as written.
  Font.registerHyphenationCallback((word) => [word]);
  const families: string[] = [];
  const latin = find(LATIN);
  if (latin) {
    Font.register({ family: 'ContractLatin', fonts: [{ src: latin.regular }, { src: latin.bold, fontWeight: 'bold' }] });
    families.push('ContractLatin');
  } else families.push('Helvetica');
  const arabic = find(ARABIC);
  if (arabic) {
    Font.register({ family: 'ContractArabic', fonts: [{ src: arabic.regular }, { src: arabic.bold, fontWeight: 'bold' }] });
    families.push('ContractArabic');
  }
  fonts = { families, arabic: Boolean(arabic) };
  return fonts;
}
