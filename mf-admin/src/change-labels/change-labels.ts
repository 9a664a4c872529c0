import { formatMeasure, formatUsd, type AuditEntity } from '@silkway/contracts';
import type { i18n as I18n } from 'i18next';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayFileSize,
} from '../formats/index.js';
import { CHANGE_FIELDS, COMMON_FIELDS, type FieldSpec, type ValueKind } from './change-fields.js';

/** A change's field and values in words: what the item history and Журнал show. */
export interface ChangeLabels {
  /** The field as its form names it; a field no form names keeps its own name. */
  fieldLabel: (field: string) => string;
  /** A stored value as the form and card show it; null for an empty value (each screen says "empty" its way). */
  valueText: (field: string, value: string | null) => string | null;
}

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A change of several items at once is one order entry whose fields read `<item code> #<id>: <field>`. */
const ITEM_FIELD_OF_ORDER = /^(.+ #\d+): (\w+)$/;

/** A formatter that refuses what it cannot read leaves the stored text as it is. */
function orAsStored(format: () => string, value: string): string {
  try {
    return format();
  } catch {
    return value;
  }
}

/** The labels of one kind of record (`entity`, as the audit log names it) in `i18n`'s language. */
export function changeLabelsOf(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  entity: AuditEntity,
): ChangeLabels {
  const { language } = i18n;
  const specOf = (field: string): FieldSpec | undefined => {
    const own = CHANGE_FIELDS[entity]?.[field];
    if (own && i18n.exists(own.label)) return own;
    const common = COMMON_FIELDS[field];
    return common && i18n.exists(common.label) ? common : undefined;
  };
  const yesNo = (value: string): string | undefined =>
    value === 'true'
      ? i18n.t('admin-changes:yes')
      : value === 'false'
        ? i18n.t('admin-changes:no')
        : undefined;

  const read = (kind: ValueKind, value: string): string => {
    if (typeof kind === 'object') {
      const key = kind.vocabulary(value);
      return key && i18n.exists(key) ? i18n.t(key) : value;
    }
    switch (kind) {
      case 'money':
        return orAsStored(() => formatUsd(value), value);
      case 'measure':
        return orAsStored(() => formatMeasure(value), value);
      case 'day':
        return formatDisplayDate(value, language) ?? value;
      case 'moment':
        return formatDisplayDateTime(value, language);
      case 'yesNo':
        return yesNo(value) ?? value;
      case 'fileSize':
        return Number.isFinite(Number(value))
          ? formatDisplayFileSize(Number(value), language)
          : value;
      case 'photos':
        return i18n.t('admin-orders:item.photos', { count: value.split('\n').length });
      default:
        return value;
    }
  };

  const itemFieldOf = (field: string): { item: string; field: string } | undefined => {
    const [, item, itemField] = (entity === 'order' && ITEM_FIELD_OF_ORDER.exec(field)) || [];
    return item && itemField ? { item, field: itemField } : undefined;
  };
  const itemLabels = () => changeLabelsOf(i18n, 'item');

  return {
    fieldLabel: (field) => {
      const itemField = itemFieldOf(field);
      if (itemField) return `${itemField.item}: ${itemLabels().fieldLabel(itemField.field)}`;
      const spec = specOf(field);
      return spec ? i18n.t(spec.label) : field;
    },
    valueText: (field, value) => {
      const itemField = itemFieldOf(field);
      if (itemField) return itemLabels().valueText(itemField.field, value);
      if (value === null || value === '') return null;
      const kind = specOf(field)?.value;
      if (kind) return read(kind, value);
      // A field no form names: yes and no, and moments, still read as words and dates.
      return yesNo(value) ?? (MOMENT.test(value) ? formatDisplayDateTime(value, language) : value);
    },
  };
}
