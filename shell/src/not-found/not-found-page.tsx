import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { House, Mail } from 'lucide-react';
import { usePageHead } from '@silkway/app-frame';
import { Button } from '@silkway/ui';
import { InteractiveMark } from '../remotes/interactive-mark.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('notFound.title');

  usePageHead({ title: `${title} — ${t('titles.site')}`, description: t('notFound.description') });

  return (
    <section className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p
        aria-hidden
        className="text-[6rem] font-extrabold leading-none tracking-tight text-navy-400 tabular-nums sm:text-[9rem]"
      >
        {t('notFound.code')}
      </p>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
      <p className="max-w-md text-base text-neutral-600">{t('notFound.description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House strokeWidth={2} aria-hidden />
            {t('notFound.backHome')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/contact">
            <Mail strokeWidth={2} aria-hidden />
            {t('notFound.contact')}
          </Link>
        </Button>
      </div>
      <InteractiveMark />
    </section>
  );
}
