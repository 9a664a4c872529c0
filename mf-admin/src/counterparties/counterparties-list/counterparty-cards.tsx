import { api, type CounterpartyAnswer } from '@silkway/contracts';
import { Mail, Phone, type LucideIcon } from 'lucide-react';
import { EditDeleteButtons } from '../../record-actions/index.js';
import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { debtTone, UsdAmount } from '../counterparty-money.js';
import { CounterpartyTypeBadge } from '../counterparty-type-badge.js';

export interface CounterpartyCardsProps {
  counterparties: readonly CounterpartyAnswer[];
  onOpen: (counterparty: CounterpartyAnswer) => void;
  onEdit: (counterparty: CounterpartyAnswer) => void;
  onDelete: (counterparty: CounterpartyAnswer) => void;
}

interface ContactLineProps {
  icon: LucideIcon;
  /** What the icon stands for, read out in its place. */
  label: string;
  /** The value's look. */
  className: string;
  children: ReactNode;
}

/** One way to reach the counterparty: an icon that names it, then the value. */
function ContactLine({ icon: Icon, label, className, children }: ContactLineProps) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-neutral-500" strokeWidth={2} aria-label={label} />
      <span className={className}>{children}</span>
    </span>
  );
}

/** The card grid of the Counterparties tab (product.md §2.10): who they are, how to reach them, their money. */
export function CounterpartyCards({
  counterparties,
  onOpen,
  onEdit,
  onDelete,
}: CounterpartyCardsProps) {
  const { t } = useTranslation('admin-counterparties');
  const notSet = t('facts.notSet');
  return (
    <ul
      aria-label={t('list.caption')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
    >
      {counterparties.map((counterparty) => (
        <li
          key={counterparty.id}
          className="flex flex-col rounded-[var(--radius-card)] border border-neutral-200 bg-white shadow-[var(--shadow-card)] transition-colors hover:border-navy-300"
        >
          <button
            type="button"
            aria-label={t('card.open', { name: counterparty.name })}
            onClick={() => onOpen(counterparty)}
            className="flex flex-1 flex-col gap-3 rounded-t-[var(--radius-card)] p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-navy-900">
                  {counterparty.name}
                </span>
                <span className="block truncate text-sm text-neutral-600">
                  {counterparty.company ?? notSet}
                </span>
              </span>
              <CounterpartyTypeBadge type={counterparty.type} />
            </span>
            <span className="flex flex-col gap-1 text-sm text-neutral-800">
              <ContactLine icon={Mail} label={t('facts.email')} className="truncate">
                {counterparty.email ?? notSet}
              </ContactLine>
              <ContactLine icon={Phone} label={t('facts.phone')} className="truncate tabular-nums">
                {counterparty.phone ?? notSet}
              </ContactLine>
            </span>
            <dl className="grid grid-cols-2 gap-3 border-t border-neutral-200 pt-3 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-neutral-600">{t('facts.creditLimit')}</dt>
                <dd className="font-medium text-neutral-900">
                  <UsdAmount amount={counterparty.creditLimit} />
                </dd>
              </div>
              <div className="min-w-0 text-right">
                <dt className="text-xs text-neutral-600">{t('facts.currentDebt')}</dt>
                <dd className={`font-medium ${debtTone(counterparty.currentDebt)}`}>
                  <UsdAmount amount={counterparty.currentDebt} />
                </dd>
              </div>
            </dl>
          </button>
          <EditDeleteButtons
            calls={{ edit: api.counterparties.update, delete: api.counterparties.delete }}
            className="gap-2 border-t border-neutral-200 px-4 py-2"
            editLabel={t('card.edit', { name: counterparty.name })}
            deleteLabel={t('card.delete', { name: counterparty.name })}
            onEdit={() => onEdit(counterparty)}
            onDelete={() => onDelete(counterparty)}
          />
        </li>
      ))}
    </ul>
  );
}
