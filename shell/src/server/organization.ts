import i18next from 'i18next';
import type { Language } from '@silkway/i18n';
import { MESSENGERS } from '../layout/messenger-links.js';

/** JSON-LD of the company (schema.org Organization): its name, site, offices and messenger profiles. */
export function organizationJsonLd(origin: string, language: Language): string {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Silk Way',
    url: `${origin}/`,
    description: i18next.getFixedT(language, 'common')('footer.about'),
    address: [
      { '@type': 'PostalAddress', addressLocality: 'Guangzhou', addressCountry: 'CN' },
      { '@type': 'PostalAddress', addressLocality: 'Dushanbe', addressCountry: 'TJ' },
    ],
    sameAs: MESSENGERS.map((messenger) => messenger.href),
  };
  return JSON.stringify(organization).replace(/</g, '\\u003c');
}
