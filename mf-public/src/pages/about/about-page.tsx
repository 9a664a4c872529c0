import { useTranslation } from '@silkway/i18n/react';
import {
  Award,
  Eye,
  Handshake,
  HeartHandshake,
  Mail,
  Phone,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
} from 'lucide-react';
import { usePageMeta } from '../../page-meta/use-page-meta.js';
import { Figures, PageBanner, PageSection } from '../../sections/page-section.js';
import { useStatsBlock } from '../../stats/use-public-stats.js';
import { employeesFigure } from '../../stats/stats-fallbacks.js';
import { formatCount } from '../../stats/format-figure.js';
import { RouteMap } from '../../illustrations/route-map.js';
import { offices, phoneHref } from '@silkway/app-frame';

const values = [
  { key: 'reliability', Icon: ShieldCheck },
  { key: 'transparency', Icon: Eye },
  { key: 'quality', Icon: Award },
  { key: 'partnership', Icon: Handshake },
  { key: 'growth', Icon: TrendingUp },
  { key: 'responsibility', Icon: HeartHandshake },
] as const;
const timeline = ['y2015', 'y2017', 'y2019', 'y2021', 'y2023'] as const;
const team = [
  { key: 'm1', years: 15 },
  { key: 'm2', years: 12 },
  { key: 'm3', years: 8 },
] as const;

export function AboutPage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta('about');
  const language = i18n.language;
  const strip = useStatsBlock('about');
  const achievements = useStatsBlock('achievements');

  return (
    <div>
      <PageBanner title={t('about.hero.title')} subtitle={t('about.hero.subtitle')} />

      <section
        aria-label={t('about.hero.title')}
        className="border-b border-neutral-200 bg-white py-10"
      >
        <Figures
          className="mx-auto grid w-full max-w-[1200px] grid-cols-3 gap-4 px-4 sm:px-6"
          figures={[
            [formatCount(strip.yearsExperience, language), t('about.stats.years')],
            [formatCount(strip.totalOrders, language), t('about.stats.orders')],
            [formatCount(strip.countriesServed, language), t('about.stats.countries')],
          ]}
        />
      </section>

      <PageSection>
        <div className="grid gap-6 md:grid-cols-2">
          {(
            [
              ['mission', Target],
              ['vision', Sparkles],
            ] as const
          ).map(([key, Icon]) => (
            <article key={key} className="rounded-card bg-neutral-50 p-8 ring-1 ring-neutral-200">
              <Icon aria-hidden="true" className="size-8 text-signal-600" />
              <h2 className="mt-4 text-2xl font-semibold text-navy-900">
                {t(`about.${key}.title`)}
              </h2>
              <p className="mt-2 text-neutral-700">{t(`about.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection title={t('about.values.title')} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ key, Icon }) => (
            <li key={key} className="rounded-card bg-white p-6 shadow-card ring-1 ring-neutral-200">
              <Icon aria-hidden="true" className="size-6 text-signal-600" />
              <h3 className="mt-3 font-semibold text-navy-900">{t(`about.values.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-neutral-600">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={t('about.timeline.title')}>
        <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-neutral-200 pl-8">
          {timeline.map((year) => (
            <li key={year} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[41px] top-1 size-4 rounded-full border-2 border-white bg-signal-500"
              />
              <p className="text-sm font-bold tabular-nums text-signal-700">{year.slice(1)}</p>
              <h3 className="text-lg font-semibold text-navy-900">
                {t(`about.timeline.${year}.title`)}
              </h3>
              <p className="mt-1 text-neutral-600">{t(`about.timeline.${year}.text`)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection title={t('about.team.title')} subtitle={t('about.team.subtitle')} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-3">
          {team.map(({ key, years }) => (
            <li
              key={key}
              className="rounded-card bg-white p-6 text-center shadow-card ring-1 ring-neutral-200"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-16 items-center justify-center rounded-full bg-navy-900 text-xl font-bold text-white"
              >
                {t(`about.team.${key}.name`).charAt(0)}
              </span>
              <h3 className="mt-4 font-semibold text-navy-900">{t(`about.team.${key}.name`)}</h3>
              <p className="text-sm text-neutral-600">{t(`about.team.${key}.role`)}</p>
              <p className="mt-2 text-sm font-semibold text-signal-700">
                {t('about.team.experience', { years })}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={t('about.offices.title')}>
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <ul className="grid gap-6">
            {offices.map(({ key, phone, email }) => (
              <li key={key} className="rounded-card bg-neutral-50 p-6 ring-1 ring-neutral-200">
                <h3 className="text-lg font-semibold text-navy-900">
                  {t(`about.offices.${key}.name`)}
                </h3>
                <p className="text-sm font-medium text-signal-700">
                  {t(`about.offices.${key}.kind`)}
                </p>
                <p className="mt-2 text-neutral-700">{t(`about.offices.${key}.address`)}</p>
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <a
                    href={phoneHref(phone)}
                    className="inline-flex items-center gap-2 font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('about.offices.phone')}: </span>
                    {phone}
                  </a>
                  <a
                    href={`mailto:${email}`}
                    className="inline-flex items-center gap-2 font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('about.offices.email')}: </span>
                    {email}
                  </a>
                </p>
              </li>
            ))}
          </ul>
          <figure>
            <RouteMap
              showRoute={false}
              label={t('about.map.label')}
              cities={{
                guangzhou: t('home.geography.guangzhou'),
                dushanbe: t('home.geography.dushanbe'),
              }}
            />
            <figcaption className="mt-2 text-center text-sm text-neutral-600">
              {t('about.map.title')}
            </figcaption>
          </figure>
        </div>
      </PageSection>

      <PageSection title={t('about.achievements.title')} tone="navy">
        <Figures
          inverted
          className="grid grid-cols-1 gap-8 sm:grid-cols-3"
          figures={[
            [
              formatCount(achievements.countriesServed, language),
              t('about.achievements.countries'),
            ],
            [formatCount(employeesFigure, language), t('about.achievements.employees')],
            [formatCount(strip.yearsExperience, language), t('about.achievements.experience')],
          ]}
        />
      </PageSection>
    </div>
  );
}
