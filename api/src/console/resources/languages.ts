import { currencies, languages } from '@cf/db';
import { ConflictError, currencyInput, languageInput } from '@cf/domain';
import { DEFAULT_LANGUAGE } from '@cf/i18n';
import { columnsOf, type ResourceDef } from '../crud';

export const languagesResource: ResourceDef = {
  name: 'languages',
  table: languages,
  id: languages.id,
  input: languageInput,
  publicData: true,
  searchColumns: [languages.name, languages.code, languages.nativeName],
  filters: columnsOf(languages, 'active', 'direction'),
  sortColumns: columnsOf(languages, 'id', 'code', 'name', 'sortOrder'),
  defaultSort: ['sortOrder', 'ASC'],
  // One default language: choosing a new one clears the old flag in the same transaction.
  toValues: async (input, before, tx) => {
    // English is every content list's fallback: renaming its code would cascade and break it.
    if (before?.code === DEFAULT_LANGUAGE && input.code !== DEFAULT_LANGUAGE)
      throw new ConflictError('errors.fallbackLanguage', [{ field: 'code', message: 'errors.fallbackLanguage' }]);
    // The site needs a default language: it can only move to another one, never disappear.
    if (before?.isDefault && (!input.isDefault || !input.active))
      throw new ConflictError('errors.defaultLanguageRequired', [{ field: 'isDefault', message: 'errors.defaultLanguageRequired' }]);
    if (input.isDefault && !input.active)
      throw new ConflictError('errors.defaultLanguageRequired', [{ field: 'active', message: 'errors.defaultLanguageRequired' }]);
    if (input.isDefault) await tx.update(languages).set({ isDefault: false });
    return input;
  },
  beforeDelete: async (_tx, record) => {
    if (record.code === DEFAULT_LANGUAGE) throw new ConflictError('errors.fallbackLanguage');
    if (record.isDefault) throw new ConflictError('errors.defaultLanguageRequired');
  },
};

export const currenciesResource: ResourceDef = {
  name: 'currencies',
  table: currencies,
  id: currencies.id,
  input: currencyInput,
  publicData: true,
  searchColumns: [currencies.code, currencies.name],
  filters: { active: currencies.active },
  sortColumns: columnsOf(currencies, 'id', 'code', 'name'),
  defaultSort: ['code', 'ASC'],
};
