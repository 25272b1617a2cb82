import { useTranslation } from 'react-i18next';

const STEPS = ['discover', 'invest', 'grow'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-it-works" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('site.home.howItWorks')}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step} className="rounded-lg border border-slate-200 p-6">
            <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-primary font-bold text-on-primary">
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`site.home.steps.${step}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`site.home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
