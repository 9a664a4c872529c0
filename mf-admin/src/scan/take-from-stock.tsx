import { api, type InventoryItemAnswer } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { operation } from '../auth/index.js';
import { StockQuantityField, stockQuantityProblem } from '../orders/index.js';
import type { NewAction } from './action-queue/use-action-queue.js';
import { scannedActions, type TargetOrder } from './scanned-actions.js';

interface TakeFromStockProps {
  line: InventoryItemAnswer;
  /** The order the last scan named, or null before any order or item was scanned. */
  targetOrder: TargetOrder | null;
  onAction: (action: NewAction) => void;
}

/**
 * A scanned stock line taken into the order scanned before it: scan the order's (or one of its items')
 * label, then the shelf's, say how many and tap once (product.md §5: 1 to what the line still holds).
 */
export function TakeFromStock({ line, targetOrder, onAction }: TakeFromStockProps) {
  const { t } = useTranslation(['admin-scan', 'admin-orders']);
  const [quantityText, setQuantityText] = useState('1');
  if (line.availableQuantity < 1)
    return <p className="text-sm text-navy-600">{t('take.nothingLeft')}</p>;
  if (!targetOrder) return <p className="text-sm text-navy-600">{t('take.scanOrderFirst')}</p>;
  const problem = stockQuantityProblem(quantityText, line.availableQuantity);
  return (
    <form
      className="space-y-3 border-t border-navy-100 pt-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null)
          onAction(scannedActions.takeFromStock(targetOrder, line, Number(quantityText.trim())));
      }}
    >
      <StockQuantityField
        label={t('take.quantity')}
        available={line.availableQuantity}
        value={quantityText}
        onChange={setQuantityText}
        className="h-11"
      />
      <Button
        type="submit"
        className="h-11 w-full"
        disabled={problem !== null}
        {...operation(api.items.addToOrder)}
      >
        <PackagePlus strokeWidth={2} aria-hidden />
        {t('take.submit', { order: targetOrder.code })}
      </Button>
    </form>
  );
}
