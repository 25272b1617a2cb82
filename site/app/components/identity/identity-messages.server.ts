import { messages, uiLanguage } from '@cf/i18n';
import { identityMessages } from '~/lib/account/messages.server';

type Section = Parameters<typeof identityMessages>[1][number];

/** The page's identity sentences plus the shared identity record's (the national ID format). */
export function identityRecordMessages(lang: string, sections: Section[]) {
  const page = identityMessages(lang, sections);
  const record = (messages[uiLanguage(lang)].identity as unknown as { identityRecord: Record<string, string> }).identityRecord;
  return { identity: { ...page.identity, identityRecord: record } };
}
