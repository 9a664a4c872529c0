import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageSearch, Search } from 'lucide-react';
import { Button, Card, CardContent, EmptyState, Input, Label } from '@silkway/ui';

/** The tracking screen's frame: the search form; the lookup itself arrives with the portal issue. */
export function TrackingPage() {
  const { t } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const [trackingNumber, setTrackingNumber] = useState('');
  const title = t('tracking.title');

  useEffect(() => {
    document.title = `${title} — ${tCommon('titles.site')}`;
  }, [title, tCommon]);

  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
        <p className="text-base text-neutral-600">{t('tracking.subtitle')}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={submit} className="flex flex-col gap-2">
            <Label htmlFor="tracking-number">{t('tracking.label')}</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="tracking-number"
                value={trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                placeholder={t('tracking.placeholder')}
                autoComplete="off"
              />
              <Button type="submit" size="md" className="sm:w-40" disabled={trackingNumber.trim() === ''}>
                <Search strokeWidth={2} aria-hidden />
                {t('tracking.search')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <EmptyState icon={PackageSearch} title={t('tracking.comingSoon')} />
    </section>
  );
}
