import { api, DOCUMENT_LANGUAGES, type DocumentLanguage } from '@silkway/contracts';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { Spinner } from '@silkway/ui';
import { callUrl } from '@silkway/web-client';
import { AlertTriangle, FileDown } from 'lucide-react';
import { formatDisplayDate } from '../formats/index.js';
import { useCounterpartyBalance, useStatement } from './data/payments-api.js';
import { balanceTone, Usd } from './money.js';
import { registerPaymentsTranslations } from './payments-translations.js';

registerPaymentsTranslations();

/** A statement row: on a phone the date and the entry above its three sums, on wider screens one line. */
const row = 'grid grid-cols-3 gap-x-3 py-1 sm:grid-cols-[6rem_minmax(0,1fr)_8rem_8rem_8rem]';
const wide = 'col-span-2 sm:col-span-4';

const panel =
  'flex flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)]';

/**
 * A client's account on its page: what it owes (red) or has in advance (green), a warning over its
 * credit limit, and its statement from the opening to the closing balance, also as a PDF.
 */
export function CounterpartyAccount({ counterpartyId }: { counterpartyId: number }) {
  const { t, i18n } = useTranslation('admin-payments');
  const balance = useCounterpartyBalance(counterpartyId);
  const statement = useStatement(counterpartyId);
  if (balance.isPending || statement.isPending)
    return <Spinner label={t('list.loading')} className="justify-center py-6" />;
  if (balance.isError || statement.isError) return null;
  const { balance: owed, creditLimit, overCreditLimit } = balance.data;
  const lang = (
    DOCUMENT_LANGUAGES.includes(i18n.language as DocumentLanguage) ? i18n.language : 'ru'
  ) as DocumentLanguage;
  return (
    <section className={panel} aria-labelledby="statement-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-sm text-neutral-600">
          {owed > 0 ? t('balance.owes') : owed < 0 ? t('balance.advance') : t('balance.settled')}
          {': '}
          <Usd amount={Math.abs(owed)} className={`text-lg font-semibold ${balanceTone(owed)}`} />
        </p>
        <a
          className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 underline"
          href={callUrl(api.payments.statementDocument, {
            params: { id: counterpartyId },
            query: { lang },
          })}
          target="_blank"
          rel="noreferrer"
        >
          <FileDown aria-hidden className="size-4" />
          {t('block.statementPdf')}
        </a>
      </div>
      {overCreditLimit ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-[var(--radius-control)] bg-status-error px-3 py-2 text-sm font-medium text-status-error-fg"
        >
          <AlertTriangle aria-hidden className="size-4" />
          {t('balance.overLimit', {
            balance: formatMoney(owed, 'USD', i18n.language),
            limit: formatMoney(creditLimit, 'USD', i18n.language),
          })}
        </p>
      ) : null}
      <h4
        id="statement-title"
        className="text-xs font-semibold uppercase tracking-wide text-neutral-600"
      >
        {t('balance.statement')}
      </h4>
      <div className="grid text-sm">
        <div className={`${row} text-xs text-neutral-600`}>
          <span className="hidden sm:block" />
          <span className="hidden sm:block" />
          <span className="text-right">{t('balance.debit')}</span>
          <span className="text-right">{t('balance.credit')}</span>
          <span className="text-right">{t('balance.lineBalance')}</span>
        </div>
        <div className={`${row} border-t border-neutral-200 font-medium`}>
          <span className={wide}>{t('balance.opening')}</span>
          <span className="col-start-3 text-right sm:col-start-5">
            <Usd amount={statement.data.opening} />
          </span>
        </div>
        <ol>
          {statement.data.lines.map((line, index) => (
            <li key={index} className={`${row} border-t border-neutral-100`}>
              <span className="col-span-3 text-neutral-600 sm:col-span-1">
                {formatDisplayDate(line.date, i18n.language)}
              </span>
              <span className="col-span-3 break-words sm:col-span-1">
                {t(`balance.kinds.${line.kind}`)} · {line.reference}
              </span>
              <span className="text-right">{line.debit ? <Usd amount={line.debit} /> : null}</span>
              <span className="text-right">
                {line.credit ? <Usd amount={line.credit} /> : null}
              </span>
              <span className="text-right">
                <Usd amount={line.balance} />
              </span>
            </li>
          ))}
        </ol>
        <div className={`${row} border-t border-neutral-300 font-semibold`}>
          <span className={wide}>{t('balance.closing')}</span>
          <span className="col-start-3 text-right sm:col-start-5" data-testid="statement-closing">
            <Usd amount={statement.data.closing} className={balanceTone(statement.data.closing)} />
          </span>
        </div>
      </div>
    </section>
  );
}
