import { forgotPasswordInput } from '@cf/domain/schemas/accounts';
import type { ActionFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { AuthEmailForm } from '~/components/auth/AuthEmailForm';
import { authEmailAction } from '~/lib/auth-email.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.password.forgotTitle' });

/** The same answer whether or not the address has an account (spec §8: the server's message). */
export const action = (args: ActionFunctionArgs) => authEmailAction(args, forgotPasswordInput, '/users/forgotPassword');

export default function ForgotPassword() {
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
