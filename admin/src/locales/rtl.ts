import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * MUI's right-to-left recipe: an emotion cache whose stylis plugins mirror every style (margins,
 * paddings, positions). A chunk of its own, loaded with the first right-to-left language.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
