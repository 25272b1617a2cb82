import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isUploadedFile, multipartOf } from '../account/forms.server';
import { loadLookups } from './api.server';
import { tabAction, tabLoader } from './dashboard.server';
import { ownerForm, partId, quickAction, withItem } from './form-actions.server';
import { PEOPLE, type PeopleKind, type PeopleKindName } from './people';
import { imageFileForm } from './upload-forms';

/** A people tab's loader: the campaign's list (404 to anyone but its owner) and the types to pick from. */
export async function peopleLoader<Person>(args: LoaderFunctionArgs, name: PeopleKindName) {
  const kind: PeopleKind = PEOPLE[name];
  const { api, id } = await tabLoader(args);
  const [people, lookups] = await Promise.all([
    api.get<Person[]>(`${kind.path}?campaignId=${id}`),
    loadLookups(args.context, api.lang, [kind.lookup]),
  ]);
  if (!people) throw new Response(null, { status: 404 });
  return { people, types: lookups[kind.lookup] };
}

/** A people tab's action: add, edit, photo, remove (and resend, for kinds that invite). */
export async function peopleAction(args: ActionFunctionArgs, name: PeopleKindName) {
  const kind: PeopleKind = PEOPLE[name];
  const ctx = await tabAction(args, kind.tab);
  const { api, formData } = ctx;
  const action = ctx.intent.startsWith(`${kind.prefix}-`) ? ctx.intent.slice(kind.prefix.length + 1) : '';
  switch (action) {
    case 'add':
      return ownerForm(ctx, kind.input, (value) => api.send('POST', kind.path, value), { key: kind.addedKey });
    case 'edit': {
      const id = partId(formData);
      return withItem(await ownerForm(ctx, kind.patch, (value) => api.send('PATCH', `${kind.path}/${id}`, value)), id);
    }
    case 'photo': {
      const id = partId(formData);
      const upload = async (value: { file: unknown }) =>
        api.upload(`${kind.path}/${id}/photo`, await multipartOf({}, { file: isUploadedFile(value.file) ? value.file : null }));
      return withItem(await ownerForm(ctx, imageFileForm, upload, { key: 'wizard.team.photoSaved' }), id);
    }
    case 'delete':
      return quickAction(ctx, () => api.send('DELETE', `${kind.path}/${partId(formData)}`), 'wizard.removed');
    case 'resend':
      if (kind.resentKey) return quickAction(ctx, () => api.send('POST', `${kind.path}/resend-email/${partId(formData)}`), kind.resentKey);
  }
  throw new Response(null, { status: 400 });
}
