import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AuditChange, type ItemAnswer, itemMessages } from '@silkway/contracts';
import { Audit, refuseAnyStaleVersion } from '@silkway/service-kit';
import { changesBetween, snapshotOf } from '../item-changes.js';
import { ItemEditor } from '../item-editor.js';
import { ItemsRepository } from '../items.repository.js';
import { ChangeItemsInBulkCommand } from './change-items-in-bulk.command.js';

/**
 * Several items of one order get one status and/or go into one truck (or out of any), in one
 * transaction: each item exactly as its own status change or truck edit would (ItemEditor: history,
 * the truck held for each item that enters it, truck loads, followers), all or none. An id the order
 * does not hold refuses the whole call (404), and so does a truck the inventory does not have (400)
 * or an item changed since the caller read the version it sends (412).
 * One audit entry for the call lists each item's fields before and after.
 */
@CommandHandler(ChangeItemsInBulkCommand)
export class ChangeItemsInBulkHandler implements ICommandHandler<ChangeItemsInBulkCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly editor: ItemEditor,
  ) {}

  async execute({
    orderId,
    change: { itemIds, status, truckId, itemVersions = [] },
    username,
  }: ChangeItemsInBulkCommand): Promise<ItemAnswer[]> {
    const changed = await this.items.transaction(async (manager) => {
      const order = await this.items.holdOrderOrFail(manager, orderId);
      const items = await this.items.findOfOrderForUpdate(manager, orderId, itemIds);
      const held = new Set(items.map((item) => item.id));
      const missing = itemIds.filter((id) => !held.has(id));
      if (missing.length > 0)
        throw new NotFoundException(itemMessages.bulkItemsNotInOrder(missing));
      const expected = new Map(itemVersions.map(({ id, version }) => [id, version]));
      await refuseAnyStaleVersion(manager, expected, 'item', items, async (id) =>
        items.find((item) => item.id === id)!.toAnswer(),
      );
      const auditChanges: AuditChange[] = [];
      const saved = [];
      for (const current of items) {
        const { item, before } = await this.editor.changeLocked(
          manager,
          current,
          username,
          (target) => {
            if (status !== undefined) target.changeStatus(status);
            if (truckId !== undefined) target.change({ truckId });
          },
        );
        for (const { field, oldValue, newValue } of changesBetween(before, snapshotOf(item)))
          auditChanges.push({
            field: `${item.code} #${item.id}: ${field}`,
            from: oldValue,
            to: newValue,
          });
        saved.push(item);
      }
      // Every item is now in the truck asked for, held for it when it entered.
      const truckNumber = truckId === undefined ? undefined : (saved[0]?.truckNumber ?? null);
      Audit.record(manager, {
        action: 'update',
        entity: 'order',
        entityId: orderId,
        summary: `${order.code} · товары (${items.length}): ${describe(status, truckNumber)}`,
        changes: auditChanges,
      });
      return saved;
    });
    return changed
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((item) => item.toAnswer());
  }
}

/** What the call asked for, in the audit entry's summary. */
function describe(status: string | undefined, truckNumber: string | null | undefined): string {
  const parts: string[] = [];
  if (status !== undefined) parts.push(`статус «${status}»`);
  if (truckNumber !== undefined)
    parts.push(truckNumber === null ? 'без трака' : `трак ${truckNumber}`);
  return parts.join(', ');
}
