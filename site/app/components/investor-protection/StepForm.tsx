import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { StepResult } from '~/lib/investor-protection/investor-protection.server';

type Props = { intent: StepResult['intent']; testId: string; result: StepResult | undefined; submit: string; children: ReactNode };

/**
 * One step's form on /investor-protection (it works without JavaScript): the step's intent, its
 * fields, the API's refusal of this step (not another's) and the submit button.
 */
export function StepForm({ intent, testId, result, submit, children }: Props) {
  const formError = result?.intent === intent ? result.formError : undefined;
  return (
    <Form method="post" className="space-y-3" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:opacity-90">
        {submit}
      </button>
    </Form>
  );
}
