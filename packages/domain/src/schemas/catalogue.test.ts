import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { currencyInput, languageInput, lookupInput, menuInput, sliderInput } from './catalogue';

const menu = (position: string, items: Record<string, unknown>[]) => ({ position, lang: 'en', title: 'Menu', items });

describe('menuInput (spec §3 "Menu item")', () => {
  it.each<[string, string, Record<string, unknown>, string[]]>([
    ['a custom link with a URL', 'header', { linkType: 'custom', title: 'Help', customUrl: '/help-center' }, []],
    ['a page link with a slug', 'footer', { linkType: 'page', title: 'About', contentPageSlug: 'about-us' }, []],
    ['a social link with an icon', 'social', { linkType: 'custom', title: 'X', customUrl: 'https://x.com/', socialIcon: 'twitter' }, []],
    [
      'a custom link without a URL',
      'header',
      { linkType: 'custom', title: 'Help', customUrl: '' },
      ['items.0.customUrl: validation.required'],
    ],
    ['a page link without a slug', 'header', { linkType: 'page', title: 'About' }, ['items.0.contentPageSlug: validation.required']],
    [
      'a social link without an icon',
      'social',
      { linkType: 'custom', title: 'X', customUrl: 'https://x.com/' },
      ['items.0.socialIcon: validation.required'],
    ],
    [
      'a javascript: URL',
      'header',
      { linkType: 'custom', title: 'Bad', customUrl: 'javascript:alert(1)' },
      ['items.0.customUrl: validation.invalidUrl'],
    ],
    ['an unknown link type', 'header', { linkType: 'script', title: 'Bad' }, ['items.0.linkType: validation.invalidOption']],
    [
      'an unknown icon',
      'social',
      { linkType: 'custom', title: 'X', customUrl: 'https://x.com/', socialIcon: 'myspace' },
      ['items.0.socialIcon: validation.invalidOption'],
    ],
  ])('%s', (_name, position, item, issues) => {
    expect(issuesOf(menuInput, menu(position, [item]))).toEqual(issues);
  });

  it('names the item that is wrong', () => {
    const items = [
      { linkType: 'custom', title: 'Fine', customUrl: '/a' },
      { linkType: 'page', title: 'Missing page' },
    ];
    expect(issuesOf(menuInput, menu('footer', items))).toEqual(['items.1.contentPageSlug: validation.required']);
  });

  it('defaults: no items, same-window links, active', () => {
    expect(menuInput.parse({ position: 'header', lang: 'en', title: 'M' })).toMatchObject({ items: [], sortOrder: 0 });
    const [item] = menuInput.parse(menu('header', [{ linkType: 'custom', title: 'A', customUrl: '/a' }])).items;
    expect(item).toMatchObject({ urlTarget: '_self', active: true, contentPageSlug: null, socialIcon: null });
  });
});

describe('lookupInput', () => {
  const lookup = { type: 'categories', slug: 'space', names: { en: 'Space', fr: 'Espace' } };
  it('needs an English name', () => {
    expect(issuesOf(lookupInput, lookup)).toEqual([]);
    expect(issuesOf(lookupInput, { ...lookup, names: { fr: 'Espace' } })).toEqual(['names.en: validation.englishNameRequired']);
    expect(issuesOf(lookupInput, { ...lookup, names: { en: '' } })).toEqual(['names.en: validation.englishNameRequired']);
  });
  it('keys names by language code', () => {
    expect(issuesOf(lookupInput, { ...lookup, names: { en: 'Space', French: 'Espace' } })).toEqual(['names.French: validation.invalid']);
  });
});

describe('currencies, languages, sliders', () => {
  it('currency code: three letters, upper-cased', () => {
    const currency = { code: ' eur ', name: 'Euro', symbol: '€', displayFormat: 'rightSymbol', decimals: '2' };
    expect(currencyInput.parse(currency)).toMatchObject({ code: 'EUR', decimals: 2 });
    expect(issuesOf(currencyInput, { ...currency, code: 'EURO' })).toEqual(['code: validation.currencyCode']);
    expect(issuesOf(currencyInput, { ...currency, decimals: 5 })).toEqual(['decimals: validation.tooBig']);
  });

  it('language: a code and a direction', () => {
    const language = { code: 'es', name: 'Spanish', nativeName: 'Español', direction: 'ltr' };
    expect(languageInput.parse(language)).toMatchObject({ isDefault: false, active: true });
    expect(issuesOf(languageInput, { ...language, direction: 'ttb' })).toEqual(['direction: validation.invalidOption']);
  });

  it('slider: an image reference and a safe button link', () => {
    const slide = { lang: 'en', title: 'Hello', image: '/uploads/a.png' };
    expect(sliderInput.parse(slide)).toMatchObject({ description: null, buttonText: null, buttonUrl: null, active: true });
    expect(issuesOf(sliderInput, { ...slide, buttonUrl: 'javascript:alert(1)' })).toEqual(['buttonUrl: validation.invalidUrl']);
    expect(issuesOf(sliderInput, { ...slide, image: 'javascript:alert(1)' })).toEqual(['image: validation.invalidImage']);
  });
});
