import { useTranslation } from 'react-i18next';

/** The message of the error boundary: never the error's details (they are logged on the server). */
export function ErrorPanel({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t(notFound ? 'errors.notFound' : 'errors.internal')}</h1>
      {/* A plain link: after an error the app's state is not to be trusted, so reload the page. */}
      <p className="mt-6">
        <a href="/" className="font-semibold text-primary underline">
          {t('common.home')}
        </a>
      </p>
    </section>
  );
}
