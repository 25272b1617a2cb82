import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

type Tree = { [key: string]: string | Tree };

/** The @cf/i18n namespaces the console reads (the site's own namespaces stay out of its chunks). */
export type ConsoleNamespaces = {
  common: object;
  validation: object;
  errors: object;
  consoleMessages: { resources: object };
  jobsMessages: object;
  settlementMessages: object;
  payoutsMessages: { console: { resource: object } };
  repaymentsMessages: { console: { resource: object } };
};

/** Every CLDR plural category i18next may ask for (Arabic uses all six, French one/many/other). */
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;

/**
 * react-admin's catalogues have two plural forms ("one |||| other"), which the converter turns into
 * key_one / key_other. i18next asks Arabic for key_few, key_many... and, finding neither those nor
 * the bare key, would show the key itself: each missing form takes the "other" text.
 */
export function completePlurals(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value : completePlurals(value);
  }
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string' || !key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const suffix of PLURAL_SUFFIXES) out[`${base}${suffix}`] ??= value;
  }
  return out;
}

/**
 * Everything the console says in one language: react-admin's own words, then @cf/i18n's.
 * react-admin reads resource and field labels from `resources.<name>...`: that subtree is the
 * console namespace's `resources`, exposed at the top level as well.
 */
export function buildCatalogue(raMessages: object, ns: ConsoleNamespaces): Tree {
  const { consoleMessages, payoutsMessages, repaymentsMessages } = ns;
  return {
    ...completePlurals(convertRaTranslationsToI18next(raMessages) as Tree),
    common: ns.common as Tree,
    validation: ns.validation as Tree,
    errors: ns.errors as Tree,
    console: consoleMessages as unknown as Tree,
    jobs: ns.jobsMessages as Tree,
    settlement: ns.settlementMessages as Tree,
    payouts: payoutsMessages as unknown as Tree,
    repayments: repaymentsMessages as unknown as Tree,
    // The menu and the grids ask for each list's name with a count (Arabic: name_two, name_few...).
    resources: completePlurals({
      ...(consoleMessages.resources as Tree),
      payouts: payoutsMessages.console.resource as Tree,
      repayments: repaymentsMessages.console.resource as Tree,
    }),
  };
}
