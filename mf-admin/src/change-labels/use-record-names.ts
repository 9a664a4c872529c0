import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ADMIN_QUERY_ROOT, useMayCall } from '../auth/index.js';
import type { RecordKind } from './change-fields.js';
import type { RecordNames } from './change-labels.js';

type NameLists = Partial<Record<RecordKind, Map<string, string>>>;

/**
 * The names of the records changes point at by id: trucks by plate, warehouses and clients by name,
 * colleagues by full name, each list asked only of a role that may read it. Orders are too many to list:
 * an order stays «Заказ №8».
 */
export function useRecordNames(): RecordNames {
  const mayCall = useMayCall();
  const asks = {
    truck: mayCall(api.trucks.list),
    warehouse: mayCall(api.warehouses.list),
    counterparty: mayCall(api.counterparties.list),
    user: mayCall(api.staff.list),
  };
  const lists = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'record-names', asks],
    queryFn: async ({ signal }): Promise<NameLists> => {
      const byId = <Row>(
        rows: Row[],
        id: (row: Row) => string | number,
        name: (row: Row) => string,
      ) => new Map(rows.map((row) => [String(id(row)), name(row)]));
      const [trucks, warehouses, counterparties, staff] = await Promise.all([
        asks.truck ? callApi(api.trucks.list, {}, { signal }) : [],
        asks.warehouse ? callApi(api.warehouses.list, {}, { signal }) : [],
        asks.counterparty ? callApi(api.counterparties.list, {}, { signal }) : [],
        asks.user ? callApi(api.staff.list, {}, { signal }) : [],
      ]);
      return {
        truck: byId(
          trucks,
          (truck) => truck.id,
          (truck) => truck.number,
        ),
        warehouse: byId(
          warehouses,
          (warehouse) => warehouse.id,
          (warehouse) => warehouse.name,
        ),
        counterparty: byId(
          counterparties,
          (client) => client.id,
          (client) => client.name,
        ),
        user: byId(
          staff,
          (user) => user.username,
          (user) => user.fullName,
        ),
      };
    },
    staleTime: 60_000,
  });
  const data = lists.data;
  return useCallback((kind, id) => data?.[kind]?.get(id), [data]);
}
