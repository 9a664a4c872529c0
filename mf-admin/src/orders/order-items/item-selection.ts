import { useCallback, useMemo, useState } from 'react';

/**
 * The items of the open order ticked for a bulk change. Only ids the order still lists count: an
 * item deleted meanwhile drops out of the selection by itself.
 */
export function useItemSelection(itemIds: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const selectedIds = useMemo(() => itemIds.filter((id) => ticked.has(id)), [itemIds, ticked]);
  const allSelected = itemIds.length > 0 && selectedIds.length === itemIds.length;

  const toggle = useCallback((id: number, checked: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(
    (checked: boolean) => setTicked(checked ? new Set(itemIds) : new Set()),
    [itemIds],
  );
  const clear = useCallback(() => setTicked(new Set()), []);

  return {
    selectedIds,
    allSelected,
    someSelected: selectedIds.length > 0 && !allSelected,
    isSelected: (id: number) => ticked.has(id),
    toggle,
    selectAll,
    clear,
  };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;
