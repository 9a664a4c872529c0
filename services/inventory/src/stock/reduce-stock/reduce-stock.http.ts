import { api, inventoryReduceBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ReduceStockCommand } from './reduce-stock.command.js';

/** 409 with the available quantity when the stock would go below zero. */
export const ReduceStockController = idCommandController(
  api.stock.reduce,
  inventoryReduceBody,
  (id, body) => new ReduceStockCommand(id, body.quantity),
);
