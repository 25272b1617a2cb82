import { Form, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { primaryButton } from '../header/styles';

/**
 * "Submit for review", always in sight while the campaign may be submitted: enabled once every
 * section is ready, and until then disabled with the reason beside it (so an owner can find it
 * before they can use it). A campaign that cannot move to review says its status instead.
 */
export function SubmitForReview({ campaign, className = '' }: { campaign: Campaign; className?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const reasonId = useId();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit';
  if (!campaign.allowedMoves.includes(1))
    return (
      <p className={`text-sm text-slate-700 ${className}`}>
        {t('wizard.submit.locked', { status: t(`campaigns.owner.statusNames.${campaign.status}`) })}
      </p>
    );
  const ready = campaign.checklist.ready;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="submit" />
      <p id={reasonId} className="text-sm text-slate-700">
        {t(ready ? 'wizard.submit.readyText' : 'wizard.submit.notReadyText')}
      </p>
      <button
        type="submit"
        disabled={!ready}
        aria-describedby={reasonId}
        aria-disabled={busy || undefined}
        className={`${primaryButton} mt-3 w-full disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-70`}
      >
        {t('wizard.submit.button')}
      </button>
    </Form>
  );
}
