import { FormField, NumberInput } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { stockQuantityProblem, stockQuantityProblemTextKey } from './stock-lines.js';

interface StockQuantityFieldProps {
  label: string;
  /** What the stock line still holds. */
  available: number;
  /** The number as typed. */
  value: string;
  onChange: (text: string) => void;
  className?: string;
}

/** How many to take from a stock line (product.md §5: 1 to what it still holds), saying what is wrong with the number typed. */
export function StockQuantityField({
  label,
  available,
  value,
  onChange,
  className,
}: StockQuantityFieldProps) {
  const { t } = useTranslation('admin-orders');
  const problem = stockQuantityProblem(value, available);
  return (
    <FormField
      label={label}
      error={problem ? t(stockQuantityProblemTextKey[problem], { available }) : undefined}
    >
      <NumberInput
        kind="count"
        min={1}
        max={available}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      />
    </FormField>
  );
}
