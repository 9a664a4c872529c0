import { useTranslation } from '@silkway/i18n/react';
import { ChevronDown, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Button } from '@silkway/ui';
import { usePageMeta } from '../../page-meta/use-page-meta.js';
import { PageBanner, PageSection } from '../../sections/page-section.js';
import { RouteMap } from '../../illustrations/route-map.js';
import { offices, phoneHref } from '@silkway/app-frame';
import { ContactForm, contactSubjectFieldId } from './contact-form.js';

const faq = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
const cardClassName = 'rounded-card bg-white p-6 shadow-card ring-1 ring-neutral-200';
const linkClassName = 'font-medium text-navy-700 underline-offset-4 hover:underline';

export function ContactPage() {
  const { t } = useTranslation('public');
  usePageMeta('contact');

  const focusSubject = () => {
    const subject = document.getElementById(contactSubjectFieldId);
    subject?.scrollIntoView({ block: 'center' });
    subject?.focus();
  };

  return (
    <div>
      <PageBanner title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')}>
        <Button size="lg" onClick={focusSubject}>
          {t('contact.hero.writeButton')}
        </Button>
      </PageBanner>

      <PageSection tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li className={cardClassName}>
            <MapPin aria-hidden="true" className="size-6 text-signal-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{t('contact.cards.offices.title')}</h2>
            <p className="mt-2 text-sm text-neutral-700">{t('contact.cards.offices.dushanbe')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('contact.cards.offices.guangzhou')}</p>
          </li>
          <li className={cardClassName}>
            <Phone aria-hidden="true" className="size-6 text-signal-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{t('contact.cards.phones.title')}</h2>
            {offices.map(({ key, phone }) => (
              <p key={key} className="mt-2 text-sm">
                <a href={phoneHref(phone)} className={linkClassName}>
                  {phone}
                </a>
              </p>
            ))}
          </li>
          <li className={cardClassName}>
            <Mail aria-hidden="true" className="size-6 text-signal-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{t('contact.cards.email.title')}</h2>
            {offices.map(({ key, email }) => (
              <p key={key} className="mt-2 text-sm">
                <a href={`mailto:${email}`} className={linkClassName}>
                  {email}
                </a>
              </p>
            ))}
            <p className="mt-2 text-xs text-neutral-600">{t('contact.cards.email.note')}</p>
          </li>
          <li className={cardClassName}>
            <Clock aria-hidden="true" className="size-6 text-signal-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{t('contact.cards.hours.title')}</h2>
            <p className="mt-2 text-sm text-neutral-700">{t('contact.cards.hours.weekdays')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('contact.cards.hours.saturday')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('contact.cards.hours.sunday')}</p>
          </li>
        </ul>
      </PageSection>

      <PageSection>
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div className={cardClassName}>
            <h2 className="mb-6 text-2xl font-semibold text-navy-900">{t('contact.form.title')}</h2>
            <ContactForm />
          </div>
          <figure>
            <h2 className="mb-4 text-2xl font-semibold text-navy-900">{t('contact.map.title')}</h2>
            <RouteMap
              showRoute={false}
              label={t('contact.map.label')}
              cities={{
                guangzhou: t('home.geography.guangzhou'),
                dushanbe: t('home.geography.dushanbe'),
              }}
            />
          </figure>
        </div>
      </PageSection>

      <PageSection title={t('contact.faq.title')} tone="muted">
        <div className="mx-auto max-w-3xl space-y-3">
          {faq.map((item) => (
            <details
              key={item}
              className="group rounded-card bg-white p-5 shadow-card ring-1 ring-neutral-200"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-navy-900 marker:hidden focus:outline-none focus-visible:ring-2 focus-visible:ring-signal-500 [&::-webkit-details-marker]:hidden">
                {t(`contact.faq.${item}.question`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-neutral-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="mt-3 text-neutral-700">{t(`contact.faq.${item}.answer`)}</p>
            </details>
          ))}
        </div>
      </PageSection>
    </div>
  );
}
