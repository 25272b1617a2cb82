import { useNavigation, useSubmit } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMessages } from '~/lib/use-page-messages';

/**
 * "Save for later" beside the invest form: a second submit button of that form (by its id) with
 * intent save. Without JavaScript the browser posts the form as it is; with it, the post skips the
 * form's signing checks (saving needs only the amount or shares), as the server does.
 */
export function SaveForLater({ formId, messages }: { formId: string; messages: Record<string, unknown> }) {
  usePageMessages(messages);
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.getAll('intent').includes('save');
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    submit(new FormData(form, event.currentTarget), { method: 'post', encType: 'multipart/form-data' });
  };
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <button
        type="submit"
        form={formId}
        name="intent"
        value="save"
        formNoValidate
        onClick={onClick}
        aria-disabled={busy || undefined}
        className="rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-slate-50 aria-disabled:opacity-70"
      >
        {t('savedInvestments.saveForLater')}
      </button>
      <p className="text-sm text-slate-600">{t('savedInvestments.saveHint')}</p>
    </div>
  );
}
