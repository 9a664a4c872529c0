import { api, formatMeasure, type InventoryItemAnswer } from '@silkway/contracts';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { EditDeleteButtons } from '../../record-actions/index.js';
import { stockLineTotal } from './stock-line-total.js';
import { transportTextKey, unitTextKey } from './stock-texts.js';

export interface StockLinesViewProps {
  lines: InventoryItemAnswer[];
  onEdit: (line: InventoryItemAnswer) => void;
  onDelete: (line: InventoryItemAnswer) => void;
}

/** What a line shows in both the table and the cards. */
function useStockLineTexts() {
  const { t, i18n } = useTranslation('admin-warehouses');
  const usd = (amount: number) => formatMoney(amount, 'USD', i18n.language);
  return (line: InventoryItemAnswer) => ({
    price: usd(line.pricePerUnit),
    measure: `${formatMeasure(line.volume)} ${t(unitTextKey(line.volumeType))}`,
    transport: t(transportTextKey(line.transport)),
    deliveryPeriod: line.deliveryPeriod === null ? '—' : t('days', { count: line.deliveryPeriod }),
    total: usd(stockLineTotal(line)),
  });
}

function LineActions({
  line,
  onEdit,
  onDelete,
}: { line: InventoryItemAnswer } & Omit<StockLinesViewProps, 'lines'>) {
  const { t } = useTranslation('admin-warehouses');
  return (
    <EditDeleteButtons
      calls={{ edit: api.stock.update, delete: api.stock.remove }}
      editLabel={t('stock.edit', { code: line.code })}
      deleteLabel={t('stock.delete', { code: line.code })}
      onEdit={() => onEdit(line)}
      onDelete={() => onDelete(line)}
    />
  );
}

/** Wide screens: a table with a sticky header, money right-aligned. */
export function StockTable({ lines, onEdit, onDelete }: StockLinesViewProps) {
  const { t } = useTranslation('admin-warehouses');
  const textsOf = useStockLineTexts();
  const head =
    'sticky top-0 bg-neutral-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-neutral-600';
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-neutral-200 bg-white shadow-[var(--shadow-card)]">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className={head}>{t('stockColumns.code')}</th>
            <th className={head}>{t('stockColumns.name')}</th>
            <th className={`${head} text-right`}>{t('stockColumns.quantity')}</th>
            <th className={`${head} text-right`}>{t('stockColumns.pricePerUnit')}</th>
            <th className={`${head} text-right`}>{t('stockColumns.volume')}</th>
            <th className={head}>{t('stockColumns.transport')}</th>
            <th className={head}>{t('stockColumns.deliveryPeriod')}</th>
            <th className={`${head} text-right`}>{t('stockColumns.total')}</th>
            <th className={`${head} text-right`}>
              <span className="sr-only">{t('stock.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {lines.map((line) => {
            const texts = textsOf(line);
            return (
              <tr key={line.id} className="align-top">
                <td className="px-3 py-2 font-medium tabular-nums text-navy-900">{line.code}</td>
                <td className="px-3 py-2">
                  <span className="block text-neutral-900">{line.name}</span>
                  {line.description && (
                    <span className="block text-xs text-neutral-600">{line.description}</span>
                  )}
                  {line.characteristics && (
                    <span className="block text-xs text-neutral-600">{line.characteristics}</span>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{texts.price}</td>
                <td className="px-3 py-2 text-right tabular-nums">{texts.measure}</td>
                <td className="px-3 py-2">{texts.transport}</td>
                <td className="px-3 py-2 tabular-nums">{texts.deliveryPeriod}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums text-navy-900">
                  {texts.total}
                </td>
                <td className="px-3 py-1">
                  <LineActions line={line} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: a card per line with every column of the table. */
export function StockCards({ lines, onEdit, onDelete }: StockLinesViewProps) {
  const { t } = useTranslation('admin-warehouses');
  const textsOf = useStockLineTexts();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {lines.map((line) => {
        const texts = textsOf(line);
        const figures = [
          [t('stockColumns.quantity'), String(line.quantity)],
          [t('stockColumns.pricePerUnit'), texts.price],
          [t('stockColumns.volume'), texts.measure],
          [t('stockColumns.transport'), texts.transport],
          [t('stockColumns.deliveryPeriod'), texts.deliveryPeriod],
        ] as const;
        return (
          <li
            key={line.id}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold text-navy-900">{line.name}</p>
                <p className="text-xs tabular-nums text-neutral-600">{line.code}</p>
              </div>
              <LineActions line={line} onEdit={onEdit} onDelete={onDelete} />
            </div>
            {(line.description || line.characteristics) && (
              <p className="break-words text-sm text-neutral-600">
                {[line.description, line.characteristics].filter(Boolean).join(' · ')}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-neutral-200 pt-3 text-sm">
              {figures.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="truncate text-xs text-neutral-600">{label}</dt>
                  <dd className="tabular-nums text-neutral-900">{value}</dd>
                </div>
              ))}
              <div className="min-w-0">
                <dt className="truncate text-xs text-neutral-600">{t('stockColumns.total')}</dt>
                <dd className="font-semibold tabular-nums text-navy-900">{texts.total}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
