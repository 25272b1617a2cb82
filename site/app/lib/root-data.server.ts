import { dropdownEntries, type HeaderUser, showsCreateCampaign } from '@cf/domain';
import { directionOf, getT, messages, uiLanguage } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import type { Me } from './api-types';
import { loadViewer } from './auth.server';
import { requestLanguage } from './language.server';
import { commitSession, sessionRemainingMs } from './session.server';
import { newToast, type Toast } from './toast';
import { loadShell } from './shell.server';
import type { UiMessages } from './i18n';
import type { Messages } from '@cf/i18n/types';
import { ROOT_MESSAGES } from './account-messages';

/**
 * Everything the layout needs: the shell (one cached API call), the signed-in user (one call when
 * a token exists), the flash toast and this language's UI texts. Only what the browser needs is
 * returned; the API token never is.
 */
/** What the header's rules (@cf/domain header-menu) need of the signed-in user. */
const headerUser = (user: Me): HeaderUser => ({
  isAdmin: user.isAdmin,
  userType: user.userType,
  hasShareCertificates: user.header.hasShareCertificates,
  hasSavedInvestments: user.header.hasSavedInvestments,
  hasReservations: user.header.hasReservations,
});

export async function loadRootData(request: Request, context: AppLoadContext) {
  const lang = requestLanguage(request);
  const [shell, viewer] = await Promise.all([loadShell(request, context, lang), loadViewer(request, context)]);
  const { settings } = shell;

  // Reading a flash removes it; the cookie is rewritten only when something changed. This loader
  // is the only one that consumes flashes (pages peek at their own copy: peekFlash), so one
  // response never carries two different versions of the cookie.
  const session = viewer.session;
  const flashToast = session.get('toast') ?? null;
  const welcome = session.get('welcome') ?? null;
  const notice = session.get('notice') ?? null;
  const hadCodes = session.get('recoveryCodes') !== undefined;
  const headers = new Headers();
  if (flashToast || welcome || notice || hadCodes || viewer.dropped) headers.append('set-cookie', await commitSession(session, context));
  // A request after the session's time is up is a signed-out request, told why (spec §4). The
  // login page shows the same text as a notice of its own.
  const onLogin = new URL(request.url).pathname === '/login';
  const flash = flashToast ?? (viewer.expired && !onLogin ? newToast({ type: 'info', key: 'account.session.expired' }) : null);
  const toast = flash ? translatedToast(flash, lang) : null;

  const ui = uiLanguage(lang);
  const { site, common, validation, errors, account } = messages[ui];
  // Of `account`, only what the shell renders on every page (ROOT_MESSAGES); a page's loader sends
  // the sections it renders (accountMessages in page-messages.server.ts).
  const uiMessages: UiMessages & { account: Partial<Messages['account']> } = {
    site,
    common,
    validation,
    errors,
    account: Object.fromEntries(ROOT_MESSAGES.account.map((section) => [section, account[section]])),
  };
  const user = viewer.user;

  return {
    headers,
    data: {
      lang,
      uiLang: ui,
      dir: shell.languages.find((l) => l.code === lang)?.direction ?? directionOf(lang),
      messages: uiMessages,
      origin: (context.publicUrl ?? new URL(request.url).origin).replace(/\/$/, ''),
      settings: {
        siteName: settings.siteName,
        siteLogo: settings.siteLogo,
        darkLogo: settings.darkLogo,
        favIcon: settings.favIcon,
        sitePrimaryColor: settings.sitePrimaryColor,
        siteSecondaryColor: settings.siteSecondaryColor,
        googleAnalyticsCode: settings.googleAnalyticsCode,
      },
      languages: shell.languages.map(({ code, nativeName }) => ({ code, nativeName })),
      menus: shell.menus,
      hasFooterFaqs: shell.hasFooterFaqs,
      // Staff place the home artwork in the "home-hero" slot (console: custom images).
      heroImage: shell.customImages.find((image) => image.slot === 'home-hero')?.image ?? null,
      footerPages: shell.footerPages,
      meta: shell.meta,
      captcha: { frontLogin: shell.captcha.frontLogin, contactUs: shell.captcha.contactUs, newsletter: shell.captcha.newsletter },
      user: user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            unreadNotifications: user.header.unreadNotifications,
            dropdown: dropdownEntries(headerUser(user), settings),
            createCampaign: showsCreateCampaign(headerUser(user), settings),
          }
        : null,
      toast,
      /** First name for the welcome flag, once, right after a login. */
      welcome,
      /** The signed-in session's time left when this was loaded (the countdown starts from it). */
      session: user ? { remainingMs: sessionRemainingMs(session) } : null,
    },
  };
}

/**
 * A flash toast names its text by key, often a page's own (account.profile.saved) that the root's
 * texts lack and the page it lands on may not send: it travels translated.
 */
function translatedToast(toast: Toast, lang: string): Toast {
  const { key, params, ...rest } = toast;
  if (!key || toast.text !== undefined) return toast;
  return { ...rest, text: String(getT(lang)(key, params ?? {})) };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>['data'];
