import type { AuditEntity } from '@silkway/contracts';
import { formatDate, formatMoney, formatNumber, formatRate } from '@silkway/i18n';
import type { i18n as I18n } from 'i18next';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayFileSize,
} from '../formats/index.js';
import {
  CHANGE_FIELDS,
  COMMON_FIELDS,
  type FieldSpec,
  type RecordKind,
  type ValueKind,
} from './change-fields.js';

/** The name of a record a change points at by id (a truck's plate, a colleague's full name), when known. */
export type RecordNames = (kind: RecordKind, id: string) => string | undefined;

/** An exchange rate's value as stored: the rate of one currency and the day it holds from. */
function rateOf(value: string): { rate: number; date: string } | undefined {
  try {
    const parsed = JSON.parse(value) as { rate?: unknown; date?: unknown };
    return typeof parsed.rate === 'number' && typeof parsed.date === 'string'
      ? { rate: parsed.rate, date: parsed.date }
      : undefined;
  } catch {
    return undefined;
  }
}

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

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number is written in the reader's language; text that is no number stays as stored. */
const orAsStored = (format: (number: Intl.StringNumericLiteral) => string, value: string) =>
  DECIMAL.test(value) ? format(value as Intl.StringNumericLiteral) : value;

/** The labels of one kind of record (`entity`, as the audit log names it) in `i18n`'s language. */
export function changeLabelsOf(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  entity: AuditEntity,
  names: RecordNames = () => undefined,
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
      if ('record' in kind)
        return (
          names(kind.record, value) ??
          // A colleague's login is a name already; other records show their number until named.
          (kind.record === 'user' ? value : undefined) ??
          i18n.t('admin-changes:recordNumber', {
            record: i18n.t(`admin-changes:records.${kind.record}`),
            id: value,
          })
        );
      const key = kind.vocabulary(value);
      return key && i18n.exists(key) ? i18n.t(key) : value;
    }
    switch (kind) {
      case 'money':
        return orAsStored((number) => formatMoney(number, 'USD', language), value);
      case 'measure':
        return orAsStored((number) => formatNumber(number, language, { max: 3 }), value);
      case 'count':
        return orAsStored((number) => formatNumber(number, language, { max: 6 }), value);
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
  const itemLabels = () => changeLabelsOf(i18n, 'item', names);

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
      const rate = entity === 'exchange-rate' ? rateOf(value) : undefined;
      if (rate)
        return i18n.t('admin-changes:rateSince', {
          rate: formatRate(rate.rate, language),
          date: formatDate(rate.date, language),
        });
      const kind = specOf(field)?.value;
      if (kind) return read(kind, value);
      // A field no form names: yes and no, and moments, still read as words and dates.
      return yesNo(value) ?? (MOMENT.test(value) ? formatDisplayDateTime(value, language) : value);
    },
  };
}
