import { type ComplianceMe, type Kiis, kiisInput } from '@cf/domain/schemas/compliance';
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import type { AccountApi } from '../account/api.server';
import { dataOf, isOk } from '../api.server';
import { campaignIdOf, ownerApi } from '../campaigns-owner/api.server';
import { ownerForm } from '../campaigns-owner/form-actions.server';
import { pageMessages } from '../page-messages.server';
import { loadShell } from '../shell.server';
import type { KiisData } from './kiis';

/** The editor's texts (compliance.kiis), for the page that shows it. */
export const kiisMessages = (lang: string) => pageMessages(lang, { compliance: ['kiis'] });

const withSheet = (path: string, lang: string) => `${path}?sheet=${encodeURIComponent(lang)}`;

/**
 * Whether the operator works under the EU crowdfunding rules. Any refusal (a 409 is Reg CF without
 * an exchange rate yet) counts as not ECSP: the pages asking only show or stress a pointer.
 */
export async function isEcsp(api: AccountApi): Promise<boolean> {
  const res = await api.send('GET', '/compliance/me');
  return isOk(res) && dataOf<ComplianceMe>(res).jurisdiction === 'eu-ecsp';
}

/**
 * The campaign's sheets (the API answers 404 to anyone but its owner, team managers and staff:
 * so does the page), the platform's active languages, and the sheet asked for by `?sheet=`
 * (else the reader's language, else the first).
 */
export async function loadKiis(api: AccountApi, request: Request, context: AppLoadContext, campaignId: number): Promise<KiisData> {
  const [sheets, shell, ecsp] = await Promise.all([
    api.get<Kiis[]>(`/campaign/${campaignId}/kiis/all`),
    loadShell(request, context, api.lang),
    isEcsp(api),
  ]);
  if (!sheets) throw new Response(null, { status: 404 });
  const languages = shell.languages.map(({ code, nativeName, direction }) => ({ code, nativeName, direction }));
  const wanted = new URL(request.url).searchParams.get('sheet');
  const selected =
    languages.find((l) => l.code === wanted)?.code ?? languages.find((l) => l.code === api.lang)?.code ?? languages[0]?.code ?? api.lang;
  return { sheets, languages, selected, ecsp };
}

/**
 * The editor's form: one language's six sections, parsed with the API's own schema, written with
 * PUT /campaign/:id/kiis/:lang (which sends the sheet back for review), then back to the same
 * sheet with a toast; refusals stay on the form. A language the platform does not offer is the
 * API's 400, shown on the form.
 */
export async function kiisAction({ request, context, params }: ActionFunctionArgs, pathOf: (id: number) => string) {
  const api = await ownerApi(request, context);
  const id = campaignIdOf(params.id);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const lang = String(formData.get('sheetLang') ?? '');
  if (intent !== 'kiis' || !/^[A-Za-z-]{2,10}$/.test(lang)) throw new Response(null, { status: 400 });
  const back = withSheet(pathOf(id), lang);
  return ownerForm({ api, formData, intent, back }, kiisInput, (value) => api.send('PUT', `/campaign/${id}/kiis/${lang}`, value), {
    key: 'compliance.kiis.saved',
  });
}
