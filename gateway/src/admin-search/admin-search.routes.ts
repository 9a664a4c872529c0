import type { FastifyInstance } from 'fastify';
import {
  type AdminSearchAnswer,
  api,
  ordersSearchQuery,
  permissionsOfRole,
} from '@silkway/contracts';
import { InternalCallError, type InternalClient } from '@silkway/service-kit/internal-calls';
import { sendError } from '../http/error-answer.js';

/**
 * GET /api/admin/search?q=: orders (orders, items, counterparties) and inventory (stock) are asked
 * in parallel through their internal search calls and merged into the four groups of the Search tab.
 */
export function installAdminSearch(app: FastifyInstance, internal: InternalClient): void {
  app.get<{ Querystring: { q?: string } }>(api.search.everything.path, async (request, reply) => {
    const empty: AdminSearchAnswer = { orders: [], items: [], counterparties: [], inventory: [] };
    if (typeof request.query.q !== 'string' || request.query.q.trim() === '') return empty;
    // Checked here with the services' own rule: a query they refuse is the caller's mistake (400), not an outage.
    const parsed = ordersSearchQuery.safeParse(request.query);
    if (!parsed.success) {
      return sendError(reply, 400, parsed.error.issues[0]?.message ?? 'Введите запрос', {
        q: parsed.error.issues.map((issue) => issue.message),
      });
    }
    const input = { query: parsed.data };
    const options = {
      requestId: request.id,
      headers: { 'x-admin-username': request.adminSession?.user.username ?? '' },
    };
    try {
      // A service without its search (an older replica) has nothing to contribute.
      const [fromOrders, fromInventory] = await Promise.all([
        internal.find(api.internal.searchOrders, input, options),
        internal.find(api.internal.searchStock, input, options),
      ]);
      return {
        orders: fromOrders?.orders ?? [],
        items: fromOrders?.items ?? [],
        // The warehouse sees no counterparties at all, not even found by a search.
        counterparties: permissionsOfRole(request.adminSession?.user.role).includes(
          'counterparties.read',
        )
          ? (fromOrders?.counterparties ?? [])
          : [],
        inventory: fromInventory?.inventory ?? [],
      } satisfies AdminSearchAnswer;
    } catch (error) {
      if (!(error instanceof InternalCallError)) throw error;
      request.log.warn({ err: error }, 'admin search failed');
      return sendError(reply, 502, 'Поиск временно недоступен, попробуйте позже');
    }
  });
}
