import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Award, Building2, CheckCircle2, Languages, Layers, ShieldCheck } from 'lucide-react';
import { StaticContent } from '@silkway/app-frame';
import { Button } from '@silkway/ui';
import { usePageMeta } from '../../page-meta/use-page-meta.js';
import { DeferredQuoteRequestDialog } from '../../quote-request/deferred-quote-request-dialog.js';
import { CheckedPoint } from '../../sections/checked-point.js';
import { Figures, PageSection } from '../../sections/page-section.js';
import { useStatsBlock } from '../../stats/use-public-stats.js';
import { formatCount, formatPercent } from '../../stats/format-figure.js';
import { RouteMap } from '../../illustrations/route-map.js';
import { useRotatingIndex } from './use-rotating-index.js';

const homeServices = ['sourcing', 'logistics', 'customs', 'oem', 'warehouse', 'support'] as const;
const whyPoints = [
  { key: 'experience', Icon: Award },
  { key: 'offices', Icon: Building2 },
  { key: 'guarantees', Icon: ShieldCheck },
  { key: 'comprehensive', Icon: Layers },
  { key: 'language', Icon: Languages },
] as const;
const processSteps = ['consultation', 'search', 'negotiation', 'delivery'] as const;
const highlights = ['h1', 'h2', 'h3', 'h4', 'h5'] as const;
const highlightIntervalMs = 3000;
const transportModes = ['road', 'rail', 'air'] as const;

/** The hero's rotating line, its own component: every turn re-renders this line, not the whole page. */
function RotatingHighlight() {
  const { t } = useTranslation('public');
  const highlight = highlights[useRotatingIndex(highlights.length, highlightIntervalMs)];
  return (
    <p aria-live="polite" className="mt-8 flex items-center gap-2 text-sm text-white/90">
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
      <span className="sr-only">{t('home.highlights.label')}: </span>
      {highlight && t(`home.highlights.${highlight}`)}
    </p>
  );
}

/** The six service cards: text only, kept as prerendered (StaticContent). */
function ServiceCards() {
  const { t } = useTranslation('public');
  return (
    <>
      {homeServices.map((service) => (
        <article
          key={service}
          className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-neutral-200"
        >
          <h3 className="text-xl font-semibold text-navy-900">
            {t(`home.services.${service}.title`)}
          </h3>
          <p className="mt-2 text-neutral-600">{t(`home.services.${service}.description`)}</p>
          <ul className="mt-4 space-y-2 text-sm text-neutral-700">
            {(['b1', 'b2', 'b3'] as const).map((benefit) => (
              <CheckedPoint key={benefit}>
                {t(`home.services.${service}.benefits.${benefit}`)}
              </CheckedPoint>
            ))}
          </ul>
          <div className="mt-auto pt-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-neutral-500">
              {t('home.services.processLabel')}
            </p>
            <ol className="mt-2 grid grid-cols-3 gap-2 text-xs text-navy-900">
              {(['s1', 's2', 's3'] as const).map((step, index) => (
                <li key={step} className="rounded-lg bg-neutral-100 px-2 py-2 text-center">
                  <span className="block font-bold text-signal-700">{index + 1}</span>
                  {t(`home.services.${service}.steps.${step}`)}
                </li>
              ))}
            </ol>
          </div>
        </article>
      ))}
    </>
  );
}

/** Why clients choose us: text and icons, kept as prerendered. */
function WhyPoints() {
  const { t } = useTranslation('public');
  // The experience point names the hero's figure: one figure for the company's experience.
  const { yearsExperience: years } = useStatsBlock('hero');
  return (
    <>
      {whyPoints.map(({ key, Icon }) => (
        <li key={key} className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-signal-50 text-signal-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold text-navy-900">{t(`home.why.${key}.title`, { years })}</h3>
            <p className="mt-1 text-sm text-neutral-600">{t(`home.why.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </>
  );
}

/** The four steps of working with us, kept as prerendered. */
function ProcessSteps() {
  const { t } = useTranslation('public');
  return (
    <>
      {processSteps.map((step, index) => (
        <li key={step} className="rounded-card bg-white p-6 shadow-card ring-1 ring-neutral-200">
          <span className="flex size-10 items-center justify-center rounded-full bg-signal-500 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-navy-900">{t(`home.process.${step}.title`)}</h3>
          <p className="mt-1 text-sm text-neutral-600">{t(`home.process.${step}.text`)}</p>
        </li>
      ))}
    </>
  );
}

/** The route map and the three kinds of transport, kept as prerendered. */
function Geography() {
  const { t } = useTranslation('public');
  return (
    <>
      <RouteMap
        label={t('home.geography.mapLabel')}
        cities={{
          guangzhou: t('home.geography.guangzhou'),
          dushanbe: t('home.geography.dushanbe'),
          urumqi: t('home.geography.urumqi'),
        }}
      />
      <ul className="space-y-4">
        {transportModes.map((mode) => (
          <li key={mode} className="rounded-xl bg-neutral-50 p-5 ring-1 ring-neutral-200">
            <h3 className="font-semibold text-navy-900">{t(`home.geography.${mode}.title`)}</h3>
            <p className="mt-1 text-sm text-neutral-600">{t(`home.geography.${mode}.text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta('home');
  const [quoteOpen, setQuoteOpen] = useState(false);
  const openQuote = () => setQuoteOpen(true);
  const language = i18n.language;
  const hero = useStatsBlock('hero');
  const whyChoose = useStatsBlock('whyChoose');
  const numbers = useStatsBlock('numbers');

  const scrollToServices = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('services')
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div>
      <section className="bg-navy-900 text-white">
        <div className="mx-auto grid w-full max-w-[1200px] gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-signal-400">
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-balance break-words sm:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-base text-white/80 sm:text-lg">
              {t('home.hero.subtitle')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" onClick={openQuote}>
                {t('home.hero.quoteButton')}
              </Button>
              <Button size="lg" variant="secondary" onClick={scrollToServices}>
                {t('home.hero.servicesButton')}
              </Button>
            </div>
            <RotatingHighlight />
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {(
              [
                ['years', formatCount(hero.yearsExperience, language)],
                ['orders', formatCount(hero.totalOrders, language)],
                ['countries', formatCount(hero.countriesServed, language)],
                ['satisfaction', formatPercent(hero.satisfactionRate, language)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:p-5">
                <dd className="text-2xl font-bold tabular-nums text-signal-400 sm:text-4xl">
                  {value}
                </dd>
                <dt className="mt-1 text-sm text-white/80">{t(`home.stats.${key}`)}</dt>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection
        id="services"
        title={t('home.services.title')}
        subtitle={t('home.services.subtitle')}
        tone="muted"
      >
        <StaticContent className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <ServiceCards />
        </StaticContent>
      </PageSection>

      <PageSection title={t('home.why.title')} subtitle={t('home.why.subtitle')}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <StaticContent as="ul" className="grid gap-5 sm:grid-cols-2">
            <WhyPoints />
          </StaticContent>
          <Figures
            inverted
            className="grid content-center gap-6 rounded-card bg-navy-900 p-8 sm:grid-cols-3 lg:grid-cols-1"
            figures={[
              [formatPercent(whyChoose.satisfactionRate, language), t('home.why.satisfaction')],
              [formatPercent(whyChoose.onTimeDelivery, language), t('home.why.onTime')],
              [formatPercent(whyChoose.averageSavings, language), t('home.why.savings')],
            ]}
          />
        </div>
      </PageSection>

      <PageSection
        id="process"
        title={t('home.process.title')}
        subtitle={t('home.process.subtitle')}
        tone="muted"
      >
        <StaticContent as="ol" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ProcessSteps />
        </StaticContent>
        <div className="mt-10 text-center">
          <Button size="lg" onClick={openQuote}>
            {t('home.process.startButton')}
          </Button>
        </div>
      </PageSection>

      <PageSection title={t('home.numbers.title')} tone="navy">
        <Figures
          inverted
          className="grid grid-cols-2 gap-8 lg:grid-cols-4"
          figures={[
            [formatCount(numbers.totalOrders, language), t('home.numbers.orders')],
            [formatCount(numbers.countriesServed, language), t('home.numbers.countries')],
            [formatPercent(numbers.averageSavings, language), t('home.numbers.savings')],
            [String(numbers.warehouses), t('home.numbers.warehouses')],
          ]}
        />
      </PageSection>

      <PageSection title={t('home.geography.title')} subtitle={t('home.geography.subtitle')}>
        <StaticContent className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-center">
          <Geography />
        </StaticContent>
      </PageSection>

      <PageSection tone="muted">
        <div className="rounded-card bg-navy-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold text-balance sm:text-3xl">{t('home.cta.title')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/80">{t('home.cta.subtitle')}</p>
          <Button size="lg" className="mt-8" onClick={openQuote}>
            {t('home.cta.button')}
          </Button>
        </div>
      </PageSection>

      <DeferredQuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
    </div>
  );
}
