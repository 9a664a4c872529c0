import { useEffect, useRef } from 'react';
import { useTranslation } from '@silkway/i18n/react';

interface SelectAllItemsProps {
  checked: boolean;
  /** Some items ticked, not all: the box shows a dash. */
  indeterminate: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** Ticks every item of the open order, or none. */
export function SelectAllItems({ checked, indeterminate, onCheckedChange }: SelectAllItemsProps) {
  const { t } = useTranslation('admin-orders');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-navy-700"
      />
      {t('bulk.selectAll')}
    </label>
  );
}
