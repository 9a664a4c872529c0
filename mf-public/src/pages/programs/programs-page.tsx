import { useState } from 'react';
import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { ChevronDown, Rocket, TrendingDown } from 'lucide-react';
import { Button } from '@silkway/ui';
import { usePageMeta } from '../../page-meta/use-page-meta.js';
import { PageBanner, PageSection } from '../../sections/page-section.js';

const programs = [
  { key: 'start', Icon: Rocket, stages: ['s1', 's2', 's3', 's4', 's5'] },
  { key: 'control', Icon: TrendingDown, stages: ['s1', 's2', 's3', 's4'] },
] as const;
type ProgramKey = (typeof programs)[number]['key'];

export function ProgramsPage() {
  const { t } = useTranslation('public');
  usePageMeta('programs');
  const [openProgram, setOpenProgram] = useState<ProgramKey | null>(null);

  return (
    <div>
      <PageBanner title={t('programs.hero.title')} subtitle={t('programs.hero.subtitle')}>
        <Button size="lg" asChild>
          <Link to="/contact">{t('programs.hero.consultButton')}</Link>
        </Button>
      </PageBanner>

      <PageSection tone="muted">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {programs.map(({ key, Icon, stages }) => {
            const isOpen = openProgram === key;
            const panelId = `program-${key}-details`;
            return (
              <article
                key={key}
                className="rounded-card bg-white shadow-card ring-1 ring-neutral-200"
              >
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenProgram(isOpen ? null : key)}
                  className="w-full rounded-card p-6 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-signal-500 sm:p-8"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-signal-50 text-signal-600">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h2 className="mt-4 text-2xl font-semibold text-navy-900">
                    {t(`programs.${key}.title`)}
                  </h2>
                  <p className="mt-1 font-medium text-signal-700">
                    {t(`programs.${key}.subtitle`)}
                  </p>
                  <p className="mt-3 text-neutral-600">{t(`programs.${key}.summary`)}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-navy-700">
                    {isOpen ? t('programs.hideDetails') : t('programs.showDetails')}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-4 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </span>
                </button>
                {isOpen && (
                  <div id={panelId} className="space-y-5 border-t border-neutral-200 p-6 sm:p-8">
                    <div>
                      <h3 className="font-semibold text-navy-900">{t('programs.audienceTitle')}</h3>
                      <p className="mt-1 text-neutral-600">{t(`programs.${key}.audience`)}</p>
                    </div>
                    <div>
                      <h3 className="font-semibold text-navy-900">{t('programs.resultsTitle')}</h3>
                      <p className="mt-1 text-neutral-600">{t(`programs.${key}.results`)}</p>
                    </div>
                    <div>
                      <h3 className="font-semibold text-navy-900">{t('programs.stagesTitle')}</h3>
                      <ol className="mt-3 space-y-3">
                        {stages.map((stage, index) => (
                          <li key={stage} className="flex items-center gap-3 text-neutral-700">
                            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white">
                              {index + 1}
                            </span>
                            {t(`programs.${key}.stages.${stage}`)}
                          </li>
                        ))}
                      </ol>
                    </div>
                    <Button asChild>
                      <Link to="/contact">{t('programs.contactButton')}</Link>
                    </Button>
                  </div>
                )}
              </article>
            );
          })}
        </div>
      </PageSection>
    </div>
  );
}
