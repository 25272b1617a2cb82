import { messages, UI_LANGUAGES } from '@cf/i18n';
import { describe, expect, it } from 'vitest';
import { DISPUTE_NOTICE_KINDS } from './notices';

describe('dispute notices', () => {
  it.each(UI_LANGUAGES)('every kind has its sentence, e-mail subject and button in %s', (lang) => {
    const d = messages[lang].disputes;
    for (const kind of DISPUTE_NOTICE_KINDS) {
      expect(d.notify[kind], `${lang} notify.${kind}`).toMatch(/\S/);
      expect(d.email.subject[kind], `${lang} subject.${kind}`).toMatch(/\S/);
      expect(d.email.action[kind], `${lang} action.${kind}`).toMatch(/\S/);
    }
  });
});
