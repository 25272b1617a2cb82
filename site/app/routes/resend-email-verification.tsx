import { resendActivationInput } from '@cf/domain/schemas/accounts';
import { AuthEmailForm, AUTH_EMAIL_FORM_MESSAGES } from '~/components/auth/AuthEmailForm';
import { authEmailAction } from '~/lib/auth-email.server';
import { siteMeta } from '~/lib/meta';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { requestLanguage } from '~/lib/language.server';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activation.resendTitle' });

/** Resend the activation link (spec §4: "Resending sets a message and hides the link"). */
export const action = (args: ActionFunctionArgs) => authEmailAction(args, resendActivationInput, '/users/resendUserActivationLink');

/** The form's texts (the root sends only the shell's). */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  messages: accountMessages(requestLanguage(request), AUTH_EMAIL_FORM_MESSAGES, { account: ['activation'] }),
});

export default function ResendEmailVerification() {
  usePageMessages(useLoaderData<typeof loader>().messages);
  return (
    <AuthEmailForm
      schema={resendActivationInput}
      action="/resend-email-verification"
      texts={{
        title: 'account.activation.resendTitle',
        intro: 'account.activation.resendIntro',
        done: 'account.activation.resendDone',
        email: 'account.activation.email',
        submit: 'account.activation.resendSubmit',
      }}
    />
  );
}
