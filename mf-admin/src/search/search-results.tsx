import { ORDERS_SEARCH_GROUP_LIMIT, INVENTORY_SEARCH_LIMIT } from '@silkway/contracts';
import { Badge } from '@silkway/ui';
import { Boxes, ChevronRight, ClipboardList, Package, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { formatDisplayDate } from '../formats/index.js';
import { OrderStatusBadge, itemStatusTextKey } from '../orders/index.js';
import { SEARCH_GROUPS, type AdminSearchResults, type SearchGroup } from './data/admin-search.js';
import { resultPaths } from './result-paths.js';
import { useRevealedCount } from '../list-states/index.js';

const groupIcons: Record<SearchGroup, LucideIcon> = {
  orders: ClipboardList,
  items: Package,
  counterparties: Users,
  inventory: Boxes,
};

/** The most each group can hold: a full group means the server left some out. */
const groupLimits: Record<SearchGroup, number> = {
  orders: ORDERS_SEARCH_GROUP_LIMIT,
  items: ORDERS_SEARCH_GROUP_LIMIT,
  counterparties: ORDERS_SEARCH_GROUP_LIMIT,
  inventory: INVENTORY_SEARCH_LIMIT,
};

const COUNTERPARTY_TYPES = ['client', 'supplier', 'both'];

/** A little more than a 900 px screen shows of a group: the rows painted before the rest. */
const FIRST_FRAME_ROWS = 12;

/**
 * The four groups of product.md §2.10, each with its count; every result is a link to its record.
 * Each group's first rows are painted first, the rest a frame later.
 */
export function SearchResults({ results }: { results: AdminSearchResults }) {
  const { t, i18n } = useTranslation('admin-search');
  const shown = useRevealedCount(
    Math.max(...SEARCH_GROUPS.map((group) => results[group].length)),
    FIRST_FRAME_ROWS,
    Infinity,
  );
  const date = (value: string) => formatDisplayDate(value, i18n.language) ?? value;
  const rows: Record<SearchGroup, ReactNode[]> = {
    orders: results.orders.slice(0, shown).map((order) => (
      <ResultLink
        key={order.id}
        to={resultPaths.order(order.id)}
        title={order.name}
        detail={[
          order.code ?? t('noCode'),
          order.counterpartyName ?? t('noCounterparty'),
          date(order.createdAt),
        ].join(' · ')}
      >
        <OrderStatusBadge status={order.status} />
      </ResultLink>
    )),
    items: results.items.slice(0, shown).map((item) => (
      <ResultLink
        key={item.id}
        to={resultPaths.order(item.orderId)}
        title={<CodedName code={item.code} name={item.name} />}
        detail={[
          t('inOrder', { name: item.orderName }),
          item.orderCode,
          t('quantity', { quantity: item.quantity }),
        ]
          .filter(Boolean)
          .join(' · ')}
      >
        <Badge tone="unknown">{t(itemStatusTextKey(item.status), { ns: 'admin-orders' })}</Badge>
      </ResultLink>
    )),
    counterparties: results.counterparties.slice(0, shown).map((counterparty) => (
      <ResultLink
        key={counterparty.id}
        to={resultPaths.counterparty(counterparty.id)}
        title={counterparty.name}
        detail={counterparty.company}
      >
        <Badge tone="brand">
          {t(
            `counterpartyTypes.${COUNTERPARTY_TYPES.includes(counterparty.type) ? counterparty.type : 'unknown'}`,
          )}
        </Badge>
      </ResultLink>
    )),
    inventory: results.inventory.slice(0, shown).map((line) => (
      <ResultLink
        key={line.id}
        to={resultPaths.warehouse(line.warehouseId)}
        title={<CodedName code={line.code} name={line.name} />}
        detail={t('inWarehouse', { name: line.warehouseName })}
      >
        <span className="shrink-0 text-xs tabular-nums text-neutral-600">
          {t('available', { quantity: line.availableQuantity })}
        </span>
      </ResultLink>
    )),
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {SEARCH_GROUPS.map((group) => {
        const Icon = groupIcons[group];
        const count = results[group].length;
        return (
          <section
            key={group}
            aria-labelledby={`search-group-${group}`}
            className="flex min-w-0 flex-col rounded-[var(--radius-card)] border border-neutral-200 bg-white shadow-[var(--shadow-card)]"
          >
            <h2
              id={`search-group-${group}`}
              className="flex items-center gap-2 border-b border-neutral-200 px-4 py-3 font-semibold text-navy-900"
            >
              <Icon className="size-4 text-navy-600" strokeWidth={2} aria-hidden />
              {t(`groups.${group}`)}
              <Badge tone={count > 0 ? 'brand' : 'unknown'} className="tabular-nums">
                {count}
              </Badge>
            </h2>
            {count === 0 ? (
              <p className="px-4 py-3 text-sm text-neutral-600">{t('groupEmpty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-neutral-100">{rows[group]}</ul>
            )}
            {count >= groupLimits[group] && (
              <p className="border-t border-neutral-200 px-4 py-2 text-xs text-neutral-600">
                {t('groupLimit', { limit: groupLimits[group] })}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

interface ResultLinkProps {
  to: string;
  title: ReactNode;
  /** The line under the title (where, which order, which company), when there is one. */
  detail: string | null;
  /** What stands at the row's end: a status, a quantity. */
  children: ReactNode;
}

/** One result: a list row that is a link to the record. */
function ResultLink({ to, title, detail, children }: ResultLinkProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-neutral-50 focus-visible:bg-neutral-50 focus-visible:outline-none"
      >
        <span className="flex min-w-0 flex-1 items-center justify-between gap-3">
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-navy-900">{title}</span>
            {detail && (
              <span className="truncate text-xs tabular-nums text-neutral-600">{detail}</span>
            )}
          </span>
          {children}
        </span>
        <ChevronRight className="size-4 shrink-0 text-neutral-400" strokeWidth={2} aria-hidden />
      </Link>
    </li>
  );
}

/** An item's or a stock line's code, then its name. */
function CodedName({ code, name }: { code: string; name: string }) {
  return (
    <>
      <span className="tabular-nums">{code}</span> · {name}
    </>
  );
}
