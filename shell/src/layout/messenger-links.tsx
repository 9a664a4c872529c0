import { useTranslation } from '@silkway/i18n/react';
import { messengerAccounts } from '@silkway/app-frame';
import { Camera, MessageCircle, Send, type LucideIcon } from 'lucide-react';

export const MESSENGERS: {
  key: 'telegram' | 'whatsapp' | 'instagram';
  href: string;
  icon: LucideIcon;
  colour: string;
}[] = [
  { key: 'telegram', href: messengerAccounts.telegram, icon: Send, colour: 'bg-[#1c7fb8]' },
  {
    key: 'whatsapp',
    href: messengerAccounts.whatsapp,
    icon: MessageCircle,
    colour: 'bg-[#128c4b]',
  },
  {
    key: 'instagram',
    href: messengerAccounts.instagram,
    icon: Camera,
    colour: 'bg-[#c1356f]',
  },
];

// On a phone a floating group would sit over article text and form buttons: there the links
// close the footer instead, and float only from the `sm` width up. `!` as in the header: the
// remotes' stylesheets, loaded later, carry their own `.flex` and `.hidden`.
const PLACEMENT_CLASSES = {
  floating: 'fixed bottom-6 right-6 z-30 hidden! flex-col gap-2 sm:flex!',
  footer: 'flex! gap-3 sm:hidden!',
} as const;

/** The messenger links of product.md §2.1: floating at the bottom right, in the footer on phones. */
export function MessengerLinks({ placement }: { placement: keyof typeof PLACEMENT_CLASSES }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('messengers.label')} className={PLACEMENT_CLASSES[placement]}>
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
