import { COUNTERPARTY_TYPES, type CounterpartyType } from '@silkway/contracts';
import { Badge, type BadgeTone } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';

const typeTones: Record<CounterpartyType, BadgeTone> = {
  client: 'transit',
  supplier: 'waiting',
  both: 'brand',
};

const isKnownType = (type: string): type is CounterpartyType =>
  (COUNTERPARTY_TYPES as readonly string[]).includes(type);

/** product.md §2.10: client = Клиент, supplier = Поставщик, both = Клиент/Поставщик, anything else = Не указано. */
export function counterpartyTypeTextKey(type: string): `type.${CounterpartyType | 'unknown'}` {
  return isKnownType(type) ? `type.${type}` : 'type.unknown';
}

export function CounterpartyTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('admin-counterparties');
  return (
    <Badge tone={isKnownType(type) ? typeTones[type] : 'unknown'}>
      {t(counterpartyTypeTextKey(type))}
    </Badge>
  );
}
