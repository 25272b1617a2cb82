import { reactAdminArabic } from '@cf/i18n/locales/ar/react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { completePlurals } from './catalogue';
import { translation as ar } from './ar';
import { translation as en } from './en';
import { translation as fr } from './fr';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("react-admin's words in Arabic (ours, not a package)", () => {
  const english = new Map(leaves(englishMessages as unknown as Tree));
  const arabic = new Map(leaves(reactAdminArabic as unknown as Tree));

  it('has exactly the English keys, none empty except where English is blank', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...arabic].filter(([key, text]) => text.trim() === '' && english.get(key)!.trim() !== '')).toEqual([]);
  });

  it('keeps the placeholders and the plural separator of each English message', () => {
    const wrong = [...english].filter(([key, text]) => {
      const theirs = arabic.get(key)!;
      return placeholders(text).join() !== placeholders(theirs).join() || text.includes(' |||| ') !== theirs.includes(' |||| ');
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

describe('completePlurals', () => {
  it("gives every plural category the 'other' text unless the language has its own", () => {
    expect(completePlurals({ ra: { n_one: 'one', n_other: 'many', n_two: 'two' } })).toEqual({
      ra: { n_zero: 'many', n_one: 'one', n_two: 'two', n_few: 'many', n_many: 'many', n_other: 'many' },
    });
  });
});

describe('the three catalogues', () => {
  it('carry the same keys, from the same sources', () => {
    // Plural forms differ by language (Arabic has six): compare the keys without them.
    const keys = (tree: object) =>
      [...new Set(leaves(tree as Tree).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    // French has react-admin's keys from ra-language-french: only the react-admin subtree may differ.
    const notRa = (key: string) => !key.startsWith('ra.');
    expect(keys(fr).filter(notRa)).toEqual(keys(en).filter(notRa));
    expect(keys(ar).filter(notRa)).toEqual(keys(en).filter(notRa));
    expect(leaves(frenchMessages as unknown as Tree).length).toBeGreaterThan(150);
  });

  it("translate react-admin's and the console's words", () => {
    const at = (tree: object, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);
    expect([at(en, 'ra.action.save'), at(fr, 'ra.action.save'), at(ar, 'ra.action.save')]).toEqual(['Save', 'Enregistrer', 'حفظ']);
    expect(at(ar, 'ra.notification.updated_few')).toBe('تم تحديث {{smart_count}} عناصر');
    // A list's name in every Arabic plural form (the menu asks for two, the grid for many).
    for (const form of ['zero', 'two', 'few', 'many']) {
      expect(at(ar, `resources.users.name_${form}`)).toBe(at(ar, 'resources.users.name_other'));
    }
    expect(at(ar, 'resources.users.name_other')).not.toBe(at(en, 'resources.users.name_other'));
    expect(at(ar, 'console.appTitle')).not.toEqual(at(en, 'console.appTitle'));
  });
});
