import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { COMMENT_TEXT_MAX, commentInput } from '@cf/domain/schemas/campaign-review';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { useHydrated } from '~/lib/use-hydrated';
import { parseForm } from '~/lib/validation';
import { CaptchaField } from '../form/CaptchaField';
import { FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

type Props = {
  campaignId: number;
  /** Set for a reply: the approved comment it answers. */
  parentId?: number;
  captcha: Captcha | null;
  captchaOn: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The API's "awaiting approval" (or "posted") after a successful post. */
  notice: string | null;
};

/**
 * A comment or a reply: at most 200 characters (spec §5), with a live count of what is left once
 * scripts run, and the captcha when staff switched it on. Checked in the browser and again by the
 * API; posts as a plain form, so it works without scripts.
 */
export function CommentForm({ campaignId, parentId, captcha, captchaOn, lastResult, notice }: Props) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = parentId !== undefined;
  const id = reply ? `reply-${parentId}` : 'comment';
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, commentInput, i18n.t),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [length, setLength] = useState(0);
  // A posted form is emptied (the reply resets it): so is the count.
  useEffect(() => {
    if (notice) setLength(0);
  }, [notice]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === (reply ? 'reply' : 'comment');
  const [textKey, textProps] = withoutKey(getTextareaProps(fields.text));
  const counterId = `${id}-counter`;
  const left = COMMENT_TEXT_MAX - length;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={reply ? 'reply' : 'comment'} />
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="postType" value={reply ? 'reply' : 'comment'} />
      {reply ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <div className="space-y-1.5">
        <label htmlFor={fields.text.id} className="block text-sm font-medium text-slate-800">
          {reply ? t('browse.discussion.replyLabel') : t('browse.discussion.commentLabel')}
        </label>
        <textarea
          key={textKey}
          {...textProps}
          rows={reply ? 2 : 3}
          maxLength={COMMENT_TEXT_MAX}
          aria-describedby={[counterId, fields.text.errors?.length ? fields.text.errorId : null].filter(Boolean).join(' ')}
          onInput={(e) => setLength(e.currentTarget.value.length)}
          className={inputClass}
        />
        <p id={counterId} className={`text-sm ${hydrated && left <= 20 ? 'font-medium text-amber-900' : 'text-slate-600'}`}>
          {hydrated
            ? t('browse.discussion.charactersLeft', { count: left })
            : t('browse.discussion.maxCharacters', { count: COMMENT_TEXT_MAX })}
        </p>
        {fields.text.errors?.length ? (
          <p id={fields.text.errorId} className="text-sm font-medium text-red-700">
            {fields.text.errors.join(' ')}
          </p>
        ) : null}
      </div>
      {captchaOn ? <CaptchaField captcha={captcha} textField={fields.captchaText} challengeKey={lastResult} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {notice ? (
        <p role="status" className="rounded-md border border-emerald-700 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{reply ? t('browse.discussion.postReply') : t('browse.discussion.postComment')}</SubmitButton>
    </Form>
  );
}
