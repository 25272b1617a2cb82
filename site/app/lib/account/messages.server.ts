import { messages, uiLanguage } from '@cf/i18n';

type Sections = 'profile' | 'follows' | 'invites' | 'deletion' | 'preferences' | 'investor' | 'accreditation' | 'kyc';
export type PageMessages = { identity: Record<string, Record<string, string>> };

/**
 * The `identity` sentences a page's forms may show while the browser validates (the domain's zod
 * schemas name them: identity.profile.zipLength...). Only plain sentences travel, never the
 * e-mail templates beside them; the root loader sends the rest of the page's texts.
 */
export function identityMessages(lang: string, sections: Sections[]): PageMessages {
  const all = messages[uiLanguage(lang)].identity as unknown as Record<string, Record<string, unknown> | undefined>;
  const identity: PageMessages['identity'] = {};
  for (const section of sections) {
    const entries = Object.entries(all[section] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    identity[section] = Object.fromEntries(entries);
  }
  return { identity };
}
