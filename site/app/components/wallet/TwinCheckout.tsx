import { Form, useNavigation } from '@remix-run/react';

export type TwinCheckoutTexts = {
  title: string;
  /** Whose page the twin stands for (PayPal, MangoPay...); none for the built-in sandbox. */
  provider?: string | undefined;
  intro: string;
  amountLabel: string;
  pay: string;
  fail: string;
  closed: string;
};

/**
 * A sandbox twin's hosted page (the built-in card sandbox, PayPal's or MangoPay's twin): the amount,
 * and Pay / Fail buttons posting `outcome` to the page's own action while the payment is open.
 */
export function TwinCheckout({ texts, amount, open }: { texts: TwinCheckoutTexts; amount: string; open: boolean }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border border-slate-200 p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{texts.title}</h1>
        {texts.provider ? (
          <p className="mt-1 font-semibold text-slate-800" data-testid="checkout-provider">
            {texts.provider}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">{texts.intro}</p>
        <p className="mt-6 text-sm text-slate-600">{texts.amountLabel}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="checkout-amount">
          <bdi>{amount}</bdi>
        </p>
        {open ? (
          <Form method="post" className="mt-8 flex gap-3">
            <button
              name="outcome"
              value="paid"
              disabled={busy}
              className="flex-1 rounded-md bg-primary px-4 py-2.5 font-semibold text-white disabled:opacity-60"
            >
              {texts.pay}
            </button>
            <button
              name="outcome"
              value="failed"
              disabled={busy}
              className="flex-1 rounded-md border border-slate-300 px-4 py-2.5 font-semibold disabled:opacity-60"
            >
              {texts.fail}
            </button>
          </Form>
        ) : (
          <p role="status" className="mt-8 rounded-md bg-slate-50 p-4 text-sm">
            {texts.closed}
          </p>
        )}
      </div>
    </div>
  );
}
