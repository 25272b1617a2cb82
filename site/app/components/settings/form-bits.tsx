import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormErrors } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

/**
 * A settings form: a POST to the page's own action with its `intent`, the form-level errors at the
 * top and a submit button that shows it is busy. Works without scripts.
 */
export function IntentForm<T extends Record<string, unknown>>({
  form,
  intent,
  submit,
  children,
  multipart = false,
  className = 'space-y-5',
}: {
  form: FormMetadata<T, string[]>;
  intent: string;
  submit: string;
  children: ReactNode;
  multipart?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" {...getFormProps(form)} encType={multipart ? 'multipart/form-data' : undefined} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <SubmitButton busy={busy}>{submit}</SubmitButton>
    </Form>
  );
}

export const checkboxClass = 'h-4 w-4 rounded border-slate-400 text-primary focus-visible:outline-2 focus-visible:outline-primary';
