import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminSearchAnswer } from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';

export interface AdminSearchOptions {
  ordersUrl: string;
  inventoryUrl: string;
  internalToken: string;
}

const SEARCH_TIMEOUT_MS = 10_000;

class SearchUnavailableError extends Error {}

/**
 * GET /api/admin/search?q=: orders (orders, items, counterparties) and inventory (stock) are asked
 * in parallel through their internal search calls and merged into the four groups of the Search tab.
 */
export function installAdminSearch(app: FastifyInstance, options: AdminSearchOptions): void {
  const askService = async (request: FastifyRequest, baseUrl: string, query: string): Promise<Record<string, unknown>> => {
    const response = await fetch(`${baseUrl}/internal/search?q=${encodeURIComponent(query)}`, {
      headers: {
        'x-internal-token': options.internalToken,
        'x-request-id': request.id,
        'x-admin-username': request.adminSession?.user.username ?? '',
      },
      signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new SearchUnavailableError(`${baseUrl}: ${error instanceof Error ? error.message : String(error)}`);
    });
    // A service without a search endpoint yet has nothing to contribute.
    if (response.status === 404) return {};
    if (!response.ok) throw new SearchUnavailableError(`${baseUrl} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

  app.get<{ Querystring: { q?: string } }>('/api/admin/search', async (request, reply) => {
    const query = (request.query.q ?? '').trim();
    const empty: AdminSearchAnswer = { orders: [], items: [], counterparties: [], inventory: [] };
    if (query === '') return empty;
    try {
      const [fromOrders, fromInventory] = await Promise.all([
        askService(request, options.ordersUrl, query),
        askService(request, options.inventoryUrl, query),
      ]);
      return {
        orders: listOf(fromOrders.orders),
        items: listOf(fromOrders.items),
        counterparties: listOf(fromOrders.counterparties),
        inventory: listOf(fromInventory.inventory),
      } satisfies AdminSearchAnswer;
    } catch (error) {
      if (!(error instanceof SearchUnavailableError)) throw error;
      request.log.warn({ err: error }, 'admin search failed');
      return sendError(reply, 502, 'Поиск временно недоступен, попробуйте позже');
    }
  });
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
