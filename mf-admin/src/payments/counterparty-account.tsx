import { api, DOCUMENT_LANGUAGES, type DocumentLanguage, formatUsd } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Spinner } from '@silkway/ui';
import { callUrl } from '@silkway/web-client';
import { AlertTriangle, FileDown } from 'lucide-react';
import { formatDisplayDate } from '../formats/index.js';
import { useCounterpartyBalance, useStatement } from './data/payments-api.js';
import { balanceTone, Usd } from './money.js';
import { registerPaymentsTranslations } from './payments-translations.js';

registerPaymentsTranslations();

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
            balance: formatUsd(owed),
            limit: formatUsd(creditLimit),
          })}
        </p>
      ) : null}
      <h4
        id="statement-title"
        className="text-xs font-semibold uppercase tracking-wide text-neutral-600"
      >
        {t('balance.statement')}
      </h4>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-left text-xs text-neutral-600">
            <tr>
              <th className="py-1 pr-2 font-medium" />
              <th className="py-1 pr-2 font-medium" />
              <th className="py-1 pr-2 text-right font-medium">{t('balance.debit')}</th>
              <th className="py-1 pr-2 text-right font-medium">{t('balance.credit')}</th>
              <th className="py-1 text-right font-medium">{t('balance.lineBalance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-neutral-200 font-medium">
              <td className="py-1 pr-2" colSpan={4}>
                {t('balance.opening')}
              </td>
              <td className="py-1 text-right">
                <Usd amount={statement.data.opening} />
              </td>
            </tr>
            {statement.data.lines.map((line, index) => (
              <tr key={index} className="border-t border-neutral-100 align-top">
                <td className="whitespace-nowrap py-1 pr-2">
                  {formatDisplayDate(line.date, i18n.language)}
                </td>
                <td className="py-1 pr-2">
                  {t(`balance.kinds.${line.kind}`)} · {line.reference}
                </td>
                <td className="py-1 pr-2 text-right">
                  {line.debit ? <Usd amount={line.debit} /> : null}
                </td>
                <td className="py-1 pr-2 text-right">
                  {line.credit ? <Usd amount={line.credit} /> : null}
                </td>
                <td className="py-1 text-right">
                  <Usd amount={line.balance} />
                </td>
              </tr>
            ))}
            <tr className="border-t border-neutral-300 font-semibold">
              <td className="py-1 pr-2" colSpan={4}>
                {t('balance.closing')}
              </td>
              <td className="py-1 text-right" data-testid="statement-closing">
                <Usd
                  amount={statement.data.closing}
                  className={balanceTone(statement.data.closing)}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
