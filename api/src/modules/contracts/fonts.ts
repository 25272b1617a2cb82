import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);

/** The fonts' own names, as a PDF names them (a test looks for the Arabic one in the bytes). */
export const CONTRACT_FONT_NAMES = { latin: 'NotoSans', arabic: 'IBMPlexSansArabic' } as const;

/** A font file shipped in an npm package, as the TrueType bytes react-pdf reads fastest. */
function packaged(path: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(require.resolve(path))).toString('base64')}`;
}

const FAMILIES = [
  ['InvestContractSans', '@fontsource/noto-sans/files/noto-sans-latin'],
  ['InvestContractSansExt', '@fontsource/noto-sans/files/noto-sans-latin-ext'],
  ['InvestContractArabic', '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic'],
] as const;

/**
 * Registered once, when the module loads, so that each contract only lays out its text: Noto Sans
 * for Latin script (French names and the narrow spaces of French amounts included) and IBM Plex
 * Sans Arabic, which react-pdf shapes and orders right to left. (Not Noto's Arabic faces: they draw
 * a letter's dots as separate marks, which react-pdf's fontkit places wrongly or drops — "تاريخ"
 * came out without its first letter.) Every contract lists all three, in
 * this order: each character is drawn with the first font that has it (a Latin name in an Arabic
 * contract, an Arabic name in an English one). The WOFF files are unpacked here once: fontkit
 * would otherwise inflate their tables again for every contract.
 */
for (const [family, base] of FAMILIES)
  Font.register({
    family,
    fonts: [{ src: packaged(`${base}-400-normal.woff`) }, { src: packaged(`${base}-700-normal.woff`), fontWeight: 'bold' }],
  });
// Words are never split with hyphens: a contract reads as written.
Font.registerHyphenationCallback((word) => [word]);

export const CONTRACT_FONTS: string[] = FAMILIES.map(([family]) => family);
