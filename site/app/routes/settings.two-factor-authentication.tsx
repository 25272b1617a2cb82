import { passwordConfirmInput, twoFactorConfirmInput, twoFactorEnableInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Notice, secondaryButton } from '~/components/auth/AuthPage';
import { isQrDataUrl, QrSetup, type TwoFactorSetup } from '~/components/auth/QrSetup';
import { RecoveryCodes } from '~/components/auth/RecoveryCodes';
import {
  EnableForm,
  PasswordCodeForm,
  PasswordForm,
  TWO_FACTOR_SETTINGS,
  type TwoFactorIntent,
  TWO_FACTOR_FORMS_MESSAGES,
} from '~/components/auth/TwoFactorForms';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { apiRequest, dataOf, failureOf, isOk, okOrThrow } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.twoFactor.settingsTitle' });

type Status = { enabled: boolean; recoveryCodesLeft: number };

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const res = await apiRequest(context, { path: '/users/two-factor', lang: requestLanguage(request), token });
  return { status: dataOf<Status>(okOrThrow(res)) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, TWO_FACTOR_FORMS_MESSAGES);

const INTENTS: TwoFactorIntent[] = ['setup', 'regenerate', 'enable', 'disable', 'recovery-codes'];
const SECRET = /^[A-Z2-7]{16,128}=*$/;

/** The set-up the page showed, sent back by the code form, so a wrong code shows it again. */
function setupFrom(formData: FormData): TwoFactorSetup | null {
  const qrDataUrl = formData.get('qrDataUrl');
  const secret = formData.get('secret');
  const otpauthUrl = formData.get('otpauthUrl');
  if (!isQrDataUrl(qrDataUrl) || typeof secret !== 'string' || !SECRET.test(secret)) return null;
  if (typeof otpauthUrl !== 'string' || !otpauthUrl.startsWith('otpauth://') || otpauthUrl.length > 1000) return null;
  return { qrDataUrl, secret, otpauthUrl };
}

/**
 * Spec §4 "Two-factor status is set or cleared; the QR code for settings can be regenerated":
 * password → QR code and key (again on request) → first code → recovery codes, shown once. Each
 * form says what it is (intent); the answer goes back to that form only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const t = getT(lang);
  const formData = await request.formData();
  const intent = INTENTS.find((i) => i === formData.get('intent'));
  if (!intent) throw new Response(null, { status: 400 });
  const call = (method: 'POST', path: string, body: unknown) => apiRequest(context, { method, path, lang, token, body });

  if (intent === 'setup' || intent === 'regenerate') {
    const submission = parseForm(formData, passwordConfirmInput, t);
    const previous = intent === 'regenerate' ? setupFrom(formData) : null;
    if (submission.status !== 'success')
      return { intent, result: submission.reply({ hideFields: ['password'] }), setup: previous, codes: null };
    const res = await call('POST', intent === 'setup' ? '/users/two-factor/setup' : '/users/regenerate-qr-code', submission.value);
    if (isOk(res)) return { intent, result: submission.reply({ resetForm: true }), setup: dataOf<TwoFactorSetup>(res), codes: null };
    return { intent, result: replyWithFailure(submission, failureOf(res), ['password']), setup: previous, codes: null };
  }

  if (intent === 'enable') {
    const setup = setupFrom(formData);
    const submission = parseForm(formData, twoFactorEnableInput, t);
    if (submission.status !== 'success') return { intent, result: submission.reply(), setup, codes: null };
    const res = await call('POST', '/users/two-factor/enable', submission.value);
    if (isOk(res)) return { intent, result: undefined, setup: null, codes: dataOf<{ recoveryCodes: string[] }>(res).recoveryCodes };
    return { intent, result: replyWithFailure(submission, failureOf(res), ['code']), setup, codes: null };
  }

  const submission = parseForm(formData, twoFactorConfirmInput, t);
  if (submission.status !== 'success') return { intent, result: submission.reply({ hideFields: ['password'] }), setup: null, codes: null };
  if (intent === 'disable') {
    const res = await call('POST', '/users/two-factor/disable', submission.value);
    if (isOk(res)) return redirectWithToast(request, context, TWO_FACTOR_SETTINGS, { type: 'success', key: 'account.twoFactor.disabled' });
    return { intent, result: replyWithFailure(submission, failureOf(res), ['password', 'code']), setup: null, codes: null };
  }
  const res = await call('POST', '/users/two-factor/recovery-codes', submission.value);
  if (isOk(res)) return { intent, result: undefined, setup: null, codes: dataOf<{ recoveryCodes: string[] }>(res).recoveryCodes };
  return { intent, result: replyWithFailure(submission, failureOf(res), ['password', 'code']), setup: null, codes: null };
}

export default function TwoFactorSettings() {
  const { t } = useTranslation();
  const { status, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: TwoFactorIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const setup = status.enabled ? null : (actionData?.setup ?? null);

  return (
    <SettingsLayout title={t('account.twoFactor.settingsTitle')} intro={t('account.twoFactor.settingsIntro')}>
      <Notice tone={status.enabled ? 'success' : 'info'} className="mt-0">
        <p>{status.enabled ? t('account.twoFactor.statusOn') : t('account.twoFactor.statusOff')}</p>
        {status.enabled ? (
          <p className="mt-1 font-normal">{t('account.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
        ) : null}
      </Notice>

      {actionData?.codes ? (
        <div>
          <RecoveryCodes codes={actionData.codes} />
          {/* Reloading the page is how the codes go away: they are never shown again. */}
          <Link to={TWO_FACTOR_SETTINGS} replace className={`${secondaryButton} mt-4`}>
            {t('account.twoFactor.saved')}
          </Link>
        </div>
      ) : null}

      {!status.enabled && !setup ? (
        <SettingsSection
          id="two-factor-setup-section"
          title={t('account.twoFactor.setupTitle')}
          description={t('account.twoFactor.setupStart')}
        >
          <PasswordForm intent="setup" lastResult={resultFor('setup')} submitLabel={t('account.twoFactor.start')} />
        </SettingsSection>
      ) : null}

      {setup ? (
        <SettingsSection id="two-factor-setup-section" title={t('account.twoFactor.setupTitle')}>
          <QrSetup setup={setup} />
          <p className="mb-4 mt-6 text-sm text-slate-800">{t('account.twoFactor.confirmCode')}</p>
          <EnableForm key={setup.secret} setup={setup} lastResult={resultFor('enable')} submitLabel={t('account.twoFactor.enable')} />
          <div className="mt-8 border-t border-slate-200 pt-6">
            <p className="mb-4 text-sm text-slate-700">{t('account.twoFactor.regenerateIntro')}</p>
            <PasswordForm
              key={setup.secret}
              intent="regenerate"
              lastResult={resultFor('regenerate')}
              submitLabel={t('account.twoFactor.regenerate')}
            >
              <input type="hidden" name="qrDataUrl" value={setup.qrDataUrl} />
              <input type="hidden" name="secret" value={setup.secret} />
              <input type="hidden" name="otpauthUrl" value={setup.otpauthUrl} />
            </PasswordForm>
          </div>
        </SettingsSection>
      ) : null}

      {status.enabled ? (
        <>
          <SettingsSection
            id="two-factor-codes-section"
            title={t('account.twoFactor.newCodesTitle')}
            description={t('account.twoFactor.newCodesIntro')}
          >
            <PasswordCodeForm
              intent="recovery-codes"
              lastResult={resultFor('recovery-codes')}
              submitLabel={t('account.twoFactor.newCodes')}
            />
          </SettingsSection>
          <SettingsSection
            id="two-factor-disable-section"
            title={t('account.twoFactor.disableTitle')}
            description={t('account.twoFactor.disableIntro')}
          >
            <PasswordCodeForm intent="disable" lastResult={resultFor('disable')} submitLabel={t('account.twoFactor.disable')} />
          </SettingsSection>
        </>
      ) : null}
    </SettingsLayout>
  );
}
