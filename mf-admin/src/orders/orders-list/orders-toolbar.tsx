import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@silkway/contracts';
import {
  Button,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@silkway/ui';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';

interface OrdersToolbarProps {
  status: OrderStatusFilter;
  onStatusChange: (status: OrderStatusFilter) => void;
  /** Called with the trimmed text on Enter or the Search button. */
  onSearch: (text: string) => void;
  onAddOrder: () => void;
}

/** Search (Enter or the button), the status filter and 'Add order', above the list. */
export function OrdersToolbar({
  status,
  onStatusChange,
  onSearch,
  onAddOrder,
}: OrdersToolbarProps) {
  const { t } = useTranslation('admin-orders');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
        <Input
          type="search"
          aria-label={t('toolbar.searchLabel')}
          placeholder={t('toolbar.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search strokeWidth={2} aria-hidden />
          <span className="max-sm:sr-only">{t('toolbar.search')}</span>
        </Button>
      </form>
      <div className="flex gap-2">
        <Select
          value={status}
          onValueChange={(value) => onStatusChange(value as OrderStatusFilter)}
        >
          <SelectTrigger
            aria-label={t('toolbar.statusFilterLabel')}
            className="min-w-0 flex-1 lg:w-48"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ORDER_STATUS_FILTERS.map((filter) => (
              <SelectItem key={filter} value={filter}>
                {t(`filters.${filter}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button onClick={onAddOrder}>
          <Plus strokeWidth={2} aria-hidden />
          {t('toolbar.addOrder')}
        </Button>
      </div>
    </div>
  );
}
