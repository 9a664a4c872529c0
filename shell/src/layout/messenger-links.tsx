import { useTranslation } from '@silkway/i18n/react';
import { Camera, MessageCircle, Send, type LucideIcon } from 'lucide-react';

export const MESSENGERS: {
  key: 'telegram' | 'whatsapp' | 'instagram';
  href: string;
  icon: LucideIcon;
  colour: string;
}[] = [
  { key: 'telegram', href: 'https://t.me/silkway_logistics', icon: Send, colour: 'bg-[#1c7fb8]' },
  {
    key: 'whatsapp',
    href: 'https://wa.me/992900000000',
    icon: MessageCircle,
    colour: 'bg-[#128c4b]',
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/silkway.logistics',
    icon: Camera,
    colour: 'bg-[#c1356f]',
  },
];

/** The floating messenger group fixed at the bottom right of every public page (product.md §2.1). */
export function MessengerLinks() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('messengers.label')}
      className="fixed bottom-4 right-4 z-30 flex flex-col gap-2 sm:bottom-6 sm:right-6"
    >
      {MESSENGERS.map(({ key, href, icon: Icon, colour }) => (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`messengers.${key}`)}
          title={t(`messengers.${key}`)}
          className={`flex size-12 items-center justify-center rounded-full text-white shadow-[var(--shadow-dialog)] transition-transform duration-150 ease-out hover:scale-105 ${colour}`}
        >
          <Icon className="size-5" strokeWidth={2} aria-hidden />
        </a>
      ))}
    </nav>
  );
}
