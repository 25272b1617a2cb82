import { forgotPasswordInput } from '@cf/domain/schemas/accounts';
import { AuthEmailForm, AUTH_EMAIL_FORM_MESSAGES } from '~/components/auth/AuthEmailForm';
import { authEmailAction } from '~/lib/auth-email.server';
import { siteMeta } from '~/lib/meta';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { requestLanguage } from '~/lib/language.server';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.password.forgotTitle' });

/** The same answer whether or not the address has an account (spec §8: the server's message). */
export const action = (args: ActionFunctionArgs) => authEmailAction(args, forgotPasswordInput, '/users/forgotPassword');

/** The form's texts (the root sends only the shell's). */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  messages: accountMessages(requestLanguage(request), AUTH_EMAIL_FORM_MESSAGES),
});

export default function ForgotPassword() {
  usePageMessages(useLoaderData<typeof loader>().messages);
  return (
    <AuthEmailForm
      schema={forgotPasswordInput}
      action="/forgot-password"
      texts={{
        title: 'account.password.forgotTitle',
        intro: 'account.password.forgotIntro',
        done: 'account.password.forgotDone',
        email: 'account.password.email',
        submit: 'account.password.forgotSubmit',
      }}
    />
  );
}
