import { formatMeasure, type InventoryItemAnswer } from '@silkway/contracts';
import { formatMoney } from '@silkway/i18n';
import { Button, cn, DialogFooter, FormField, Input } from '@silkway/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import type { StockItemBody } from '../data/order-mutations.js';
import { unitTextKey } from '../order-status/status-labels.js';
import { StockQuantityField } from './stock-quantity-field.js';
import {
  matchesStockSearch,
  stockItemBody,
  stockItemTotal,
  stockQuantityProblem,
} from './stock-lines.js';

interface StockLinePickerProps {
  /** The chosen warehouse's lines with goods left. */
  lines: readonly InventoryItemAnswer[];
  onSubmit: (body: StockItemBody) => void;
  onCancel: () => void;
  pending: boolean;
}

/**
 * Search the warehouse's stock, pick one line and say how many to take (product.md §5: 1 to the
 * available quantity); the add button stays disabled until all of that holds.
 */
export function StockLinePicker({ lines, onSubmit, onCancel, pending }: StockLinePickerProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const listLabelId = useId();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const shown = lines.filter((line) => matchesStockSearch(line, search));
  const selected = lines.find((line) => line.id === selectedId) ?? null;
  const problem = selected ? stockQuantityProblem(quantityText, selected.availableQuantity) : null;
  const canAdd = selected !== null && problem === null && !pending;

  const select = (line: InventoryItemAnswer) => {
    setSelectedId(line.id);
    setQuantityText('1');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected && canAdd) onSubmit(stockItemBody(selected, Number(quantityText.trim())));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label={t('fromWarehouse.search')}>
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('fromWarehouse.searchPlaceholder')}
        />
      </FormField>

      <div className="flex flex-col gap-1.5">
        <span id={listLabelId} className="text-sm font-medium text-neutral-800">
          {t('fromWarehouse.stockLines')}
        </span>
        {shown.length === 0 ? (
          <p className="rounded-[var(--radius-control)] border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">
            {t('fromWarehouse.noMatches')}
          </p>
        ) : (
          <div
            role="radiogroup"
            aria-labelledby={listLabelId}
            className="flex max-h-72 flex-col gap-2 overflow-y-auto pr-1"
          >
            {shown.map((line) => (
              <StockLineOption
                key={line.id}
                line={line}
                checked={line.id === selectedId}
                onSelect={() => select(line)}
              />
            ))}
          </div>
        )}
      </div>

      {selected && (
        <div className="grid gap-3 rounded-[var(--radius-control)] bg-neutral-50 p-3 sm:grid-cols-2 sm:items-start">
          <StockQuantityField
            label={t('fromWarehouse.quantity')}
            available={selected.availableQuantity}
            value={quantityText}
            onChange={setQuantityText}
          />
          <dl className="flex flex-col gap-1 text-sm sm:pt-6">
            <div className="flex justify-between gap-3">
              <dt className="text-neutral-600">{t('fromWarehouse.range')}</dt>
              <dd className="tabular-nums text-neutral-900">1–{selected.availableQuantity}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-neutral-600">{t('fromWarehouse.total')}</dt>
              <dd className="font-semibold tabular-nums text-navy-900">
                {problem === null
                  ? formatMoney(
                      stockItemTotal(selected, Number(quantityText.trim())),
                      'USD',
                      i18n.language,
                    )
                  : '—'}
              </dd>
            </div>
          </dl>
        </div>
      )}

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('fromWarehouse.cancel')}
        </Button>
        <Button type="submit" disabled={!canAdd}>
          {pending ? t('fromWarehouse.adding') : t('fromWarehouse.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function StockLineOption({
  line,
  checked,
  onSelect,
}: {
  line: InventoryItemAnswer;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border p-3 text-sm transition-colors',
        checked
          ? 'border-navy-500 bg-navy-50 ring-2 ring-navy-200'
          : 'border-neutral-200 bg-white hover:border-neutral-300',
      )}
    >
      <input
        type="radio"
        name="stock-line"
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 accent-navy-600"
        aria-label={`${line.code} · ${line.name}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold tabular-nums text-navy-900">{line.code}</span>
          <span className="tabular-nums text-neutral-700">
            {t('fromWarehouse.available', { count: line.availableQuantity })}
          </span>
        </span>
        <span className="text-neutral-800">{line.name}</span>
        {line.description && (
          <span className="line-clamp-2 text-xs text-neutral-600">{line.description}</span>
        )}
        <span className="flex flex-wrap gap-x-4 text-xs tabular-nums text-neutral-600">
          <span>
            {t('fromWarehouse.price', {
              price: formatMoney(line.pricePerUnit, 'USD', i18n.language),
            })}
          </span>
          <span>
            {t('fromWarehouse.measure', {
              measure: `${formatMeasure(line.volume)} ${t(unitTextKey(line.volumeType))}`,
            })}
          </span>
        </span>
      </span>
    </label>
  );
}
