import type { CounterpartyAnswer } from '@silkway/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { debtTone, UsdAmount, CounterpartyTypeBadge } from '../counterparties/index.js';
import { ChangedByLine } from '../live-changes/index.js';

const panel =
  'flex flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)]';

/** One of the profile's three cards: a small heading over its content. */
function ProfilePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={panel}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{title}</h4>
      {children}
    </section>
  );
}

/** A label on the left, its value on the right (the value's look is the caller's). */
function SideFact({ label, children, ...value }: { label: string } & ComponentProps<'dd'>) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-neutral-600">{label}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}

/** Who the counterparty is (product.md §2.10): name, company, type, contacts, credit limit, current debt and description. */
export function CounterpartyProfile({ counterparty }: { counterparty: CounterpartyAnswer }) {
  const { t } = useTranslation('admin-counterparties');
  const notSet = t('facts.notSet');
  const contacts = [
    [t('facts.email'), counterparty.email],
    [t('facts.phone'), counterparty.phone],
    [t('facts.address'), counterparty.address],
    [t('facts.taxId'), counterparty.taxId],
  ] as const;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-2xl font-semibold text-navy-900">{counterparty.name}</h3>
          <p className="text-neutral-600">{counterparty.company ?? notSet}</p>
        </div>
        <CounterpartyTypeBadge type={counterparty.type} />
        <ChangedByLine entity="counterparty" id={counterparty.id} />
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <ProfilePanel title={t('page.contacts')}>
          <dl className="grid gap-2 text-sm">
            {contacts.map(([label, value]) => (
              <SideFact
                key={label}
                label={label}
                className="min-w-0 break-words text-right font-medium text-neutral-900"
              >
                {value ?? notSet}
              </SideFact>
            ))}
          </dl>
        </ProfilePanel>
        <ProfilePanel title={t('page.finances')}>
          <dl className="grid gap-2 text-sm">
            <SideFact label={t('facts.creditLimit')} className="font-medium text-neutral-900">
              <UsdAmount amount={counterparty.creditLimit} />
            </SideFact>
            <SideFact
              label={t('facts.currentDebt')}
              data-testid="current-debt"
              className={`text-lg font-semibold ${debtTone(counterparty.currentDebt)}`}
            >
              <UsdAmount amount={counterparty.currentDebt} />
            </SideFact>
          </dl>
        </ProfilePanel>
        <ProfilePanel title={t('page.description')}>
          <p className="whitespace-pre-line break-words text-sm text-neutral-800">
            {counterparty.comments ?? t('page.noDescription')}
          </p>
        </ProfilePanel>
      </div>
    </div>
  );
}
