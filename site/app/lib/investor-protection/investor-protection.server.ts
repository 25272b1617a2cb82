import { parseTypedMajor } from '@cf/domain/money';
import type { ComplianceMe } from '@cf/domain/schemas/compliance';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { accountApi, type AccountApi } from '../account/api.server';
import { siteExtras } from '../account/site.server';
import { dataOf, failureOf, isOk, okOrThrow } from '../api.server';
import { pageMessages } from '../page-messages.server';

export type QuizQuestion = { id: string; options: string[] };
export type QuizKind = 'knowledgeTest' | 'appropriateness';
const QUIZ_PATH: Record<QuizKind, string> = {
  knowledgeTest: '/compliance/knowledge-test',
  appropriateness: '/compliance/appropriateness',
};

/** The investor's regime and what it still asks; a 409 (Reg CF without an exchange rate) reads as Reg CF. */
export async function complianceOf(api: AccountApi): Promise<ComplianceMe> {
  const res = await api.send('GET', '/compliance/me');
  if (res.status === 409) return { jurisdiction: 'us-reg-cf' };
  return dataOf<ComplianceMe>(okOrThrow(res));
}

/** Only an invest page of this site may follow the steps (no open redirect). */
export const nextOf = (request: Request): string | null => {
  const next = new URL(request.url).searchParams.get('next');
  return next && /^\/invest\/\d{1,10}$/.test(next) ? next : null;
};

async function questionsOf(api: AccountApi, kind: QuizKind, wanted: boolean): Promise<QuizQuestion[]> {
  if (!wanted) return [];
  return (await api.get<QuizQuestion[]>(QUIZ_PATH[kind])) ?? [];
}

/** /investor-protection: the regime, its missing steps, the quizzes' questions, the texts. */
export async function loadInvestorProtection(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const me = await complianceOf(api);
  const missing = me.missing ?? [];
  const [knowledgeTest, appropriateness, site] = await Promise.all([
    questionsOf(api, 'knowledgeTest', me.jurisdiction === 'eu-ecsp' && missing.includes('knowledgeTest')),
    questionsOf(api, 'appropriateness', me.jurisdiction === 'uk-fca' && missing.includes('appropriateness')),
    siteExtras(request, context, api.lang),
  ]);
  return {
    me,
    questions: { knowledgeTest, appropriateness },
    firstName: api.user.firstName ?? '',
    next: nextOf(request),
    lang: api.lang,
    timezone: site.timezone,
    messages: pageMessages(api.lang, { investorProtection: true }),
  };
}

export type StepResult = {
  intent: string;
  passed?: boolean;
  wrong?: string[];
  answers?: Record<string, string>;
  fieldErrors?: Record<string, string[]>;
  formError?: string;
};

const MONEY_FIELDS = ['yearlyIncome', 'liquidAssets', 'yearlyCommitments'] as const;
const moneyOf = (form: FormData, name: string) => parseTypedMajor(String(form.get(name) ?? ''), 2);

/** One step's form: the quiz answers, the loss simulation, the FCA category or the risk warning. */
export async function submitInvestorProtection(request: Request, context: AppLoadContext): Promise<StepResult> {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const refused = (res: Awaited<ReturnType<AccountApi['send']>>): StepResult => {
    const failure = failureOf(res);
    const hasField = Object.keys(failure.fieldErrors).length > 0;
    return { intent, fieldErrors: failure.fieldErrors, formError: hasField ? undefined : failure.message };
  };
  if (intent === 'knowledgeTest' || intent === 'appropriateness') {
    const answers: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (key.startsWith('answer.') && typeof value === 'string') answers[key.slice('answer.'.length)] = value;
    }
    const res = await api.send('POST', QUIZ_PATH[intent], { answers });
    if (!isOk(res)) return refused(res);
    const out = dataOf<{ passed: boolean; wrong: string[] }>(res);
    return { intent, passed: out.passed, wrong: out.wrong, answers };
  }
  if (intent === 'lossSimulation') {
    const values: Record<string, number> = {};
    const fieldErrors: Record<string, string[]> = {};
    for (const name of MONEY_FIELDS) {
      const minor = moneyOf(form, name);
      if (minor === null) fieldErrors[name] = [t('wallet.amountFormat')];
      else values[name] = minor;
    }
    if (Object.keys(fieldErrors).length > 0) return { intent, fieldErrors };
    const res = await api.send('POST', '/compliance/loss-simulation', values);
    return isOk(res) ? { intent, passed: true } : refused(res);
  }
  if (intent === 'category') {
    const category = String(form.get('category') ?? '');
    let netAssets: number | undefined;
    if (category === 'restricted') {
      const minor = moneyOf(form, 'netAssets');
      if (minor === null) return { intent, fieldErrors: { netAssets: [t('wallet.amountFormat')] } };
      netAssets = minor;
    }
    const res = await api.send('POST', '/compliance/fca-category', { category, ...(netAssets !== undefined ? { netAssets } : {}) });
    return isOk(res) ? { intent, passed: true } : refused(res);
  }
  if (intent === 'riskWarning') {
    const res = await api.send('POST', '/compliance/fca-risk-warning', {});
    return isOk(res) ? { intent, passed: true } : refused(res);
  }
  throw new Response('Bad request', { status: 400 });
}
