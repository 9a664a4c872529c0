import { useState } from 'react';
import { StaticContent } from '@silkway/app-frame';
import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { Clock, Eye, ShieldCheck, UserRound } from 'lucide-react';
import { Button } from '@silkway/ui';
import { usePageMeta } from '../../page-meta/use-page-meta.js';
import { DeferredQuoteRequestDialog } from '../../quote-request/deferred-quote-request-dialog.js';
import { CheckedPoint } from '../../sections/checked-point.js';
import { PageBanner, PageSection } from '../../sections/page-section.js';

const services = [
  'procurement',
  'logistics',
  'customs',
  'consultation',
  'warehouse',
  'support',
] as const;
const benefits = ['b1', 'b2', 'b3', 'b4'] as const;
const workflow = ['s1', 's2', 's3', 's4', 's5'] as const;
const guarantees = [
  { key: 'quality', Icon: ShieldCheck },
  { key: 'timing', Icon: Clock },
  { key: 'manager', Icon: UserRound },
  { key: 'transparency', Icon: Eye },
] as const;

/** What a service brings and how it goes: text only, kept as prerendered (StaticContent). */
function ServiceDetails({ service }: { service: (typeof services)[number] }) {
  const { t } = useTranslation('public');
  return (
    <>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-neutral-500">
          {t('services.benefitsTitle')}
        </h3>
        <ul className="mt-3 space-y-2 text-sm text-neutral-700">
          {benefits.map((benefit) => (
            <CheckedPoint key={benefit}>
              {t(`services.${service}.benefits.${benefit}`)}
            </CheckedPoint>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-neutral-500">
          {t('services.workflowTitle')}
        </h3>
        <ol className="mt-3 space-y-2 text-sm text-neutral-700">
          {workflow.map((step, index) => (
            <li key={step} className="flex items-start gap-2">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-navy-900 text-[11px] font-bold text-white">
                {index + 1}
              </span>
              {t(`services.${service}.steps.${step}`)}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** Our four guarantees, kept as prerendered. */
function Guarantees() {
  const { t } = useTranslation('public');
  return (
    <>
      {guarantees.map(({ key, Icon }) => (
        <li key={key} className="rounded-card bg-neutral-50 p-6 ring-1 ring-neutral-200">
          <Icon aria-hidden="true" className="size-7 text-signal-600" />
          <h3 className="mt-3 font-semibold text-navy-900">
            {t(`services.guarantees.${key}.title`)}
          </h3>
          <p className="mt-1 text-sm text-neutral-600">{t(`services.guarantees.${key}.text`)}</p>
        </li>
      ))}
    </>
  );
}

export function ServicesPage() {
  const { t } = useTranslation('public');
  usePageMeta('services');
  const [quoteOpen, setQuoteOpen] = useState(false);
  const openQuote = () => setQuoteOpen(true);

  return (
    <div>
      <PageBanner title={t('services.hero.title')} subtitle={t('services.hero.subtitle')} />

      <PageSection tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          {services.map((service) => (
            <article
              key={service}
              className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-neutral-200 sm:p-8"
            >
              <h2 className="text-2xl font-semibold text-navy-900">
                {t(`services.${service}.title`)}
              </h2>
              <p className="mt-1 text-signal-700">{t(`services.${service}.subtitle`)}</p>
              <StaticContent className="mt-6 grid gap-6 sm:grid-cols-2">
                <ServiceDetails service={service} />
              </StaticContent>
              <div className="mt-auto pt-6">
                <Button onClick={openQuote}>{t('services.orderButton')}</Button>
              </div>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection title={t('services.guarantees.title')}>
        <StaticContent as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <Guarantees />
        </StaticContent>
      </PageSection>

      <PageSection tone="muted">
        <div className="rounded-card bg-navy-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('services.cta.title')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/80">{t('services.cta.subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={openQuote}>
              {t('services.cta.quoteButton')}
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to="/contact">{t('services.cta.contactButton')}</Link>
            </Button>
          </div>
        </div>
      </PageSection>

      <DeferredQuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
    </div>
  );
}
