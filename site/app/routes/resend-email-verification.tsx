import { resendActivationInput } from '@cf/domain/schemas/accounts';
import type { ActionFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { AuthEmailForm } from '~/components/auth/AuthEmailForm';
import { authEmailAction } from '~/lib/auth-email.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activation.resendTitle' });

/** Resend the activation link (spec §4: "Resending sets a message and hides the link"). */
export const action = (args: ActionFunctionArgs) => authEmailAction(args, resendActivationInput, '/users/resendUserActivationLink');

export default function ResendEmailVerification() {
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
