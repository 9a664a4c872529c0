import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AdminSearchAnswer,
  api,
  ordersSearchQuery,
  permissionsOfRole,
} from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';
import { connectionFailureOf, type ServiceAddresses } from '../proxy/service-addresses.js';

export interface AdminSearchOptions {
  orders: ServiceAddresses;
  inventory: ServiceAddresses;
  internalToken: string;
}

const SEARCH_TIMEOUT_MS = 10_000;

class SearchUnavailableError extends Error {}

/**
 * GET /api/admin/search?q=: orders (orders, items, counterparties) and inventory (stock) are asked
 * in parallel through their internal search calls and merged into the four groups of the Search tab.
 */
export function installAdminSearch(app: FastifyInstance, options: AdminSearchOptions): void {
  const askService = async (
    request: FastifyRequest,
    service: ServiceAddresses,
    query: string,
  ): Promise<Record<string, unknown>> => {
    const response = await fetchFromReplica(service, (origin) =>
      fetch(`${origin}/internal/search?q=${encodeURIComponent(query)}`, {
        headers: {
          'x-internal-token': options.internalToken,
          'x-request-id': request.id,
          'x-admin-username': request.adminSession?.user.username ?? '',
        },
        signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
      }),
    );
    // A service without a search endpoint yet has nothing to contribute.
    if (response.status === 404) return {};
    if (!response.ok)
      throw new SearchUnavailableError(`${service.service} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

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
    const query = parsed.data.q;
    try {
      const [fromOrders, fromInventory] = await Promise.all([
        askService(request, options.orders, query),
        askService(request, options.inventory, query),
      ]);
      return {
        orders: listOf(fromOrders.orders),
        items: listOf(fromOrders.items),
        // The warehouse sees no counterparties at all, not even found by a search.
        counterparties: permissionsOfRole(request.adminSession?.user.role).includes(
          'counterparties.read',
        )
          ? listOf(fromOrders.counterparties)
          : [],
        inventory: listOf(fromInventory.inventory),
      } satisfies AdminSearchAnswer;
    } catch (error) {
      if (!(error instanceof SearchUnavailableError)) throw error;
      request.log.warn({ err: error }, 'admin search failed');
      return sendError(reply, 502, 'Поиск временно недоступен, попробуйте позже');
    }
  });
}

/** The first answer from the service's replicas in turn, stepping past those that cannot be reached. */
async function fetchFromReplica(
  service: ServiceAddresses,
  call: (origin: string) => Promise<Response>,
): Promise<Response> {
  let lastError: unknown;
  for (const origin of service.attemptOrder()) {
    try {
      return await call(origin);
    } catch (error) {
      if (!connectionFailureOf(error))
        throw new SearchUnavailableError(`${origin}: ${String(error)}`);
      service.markDown(origin);
      lastError = error;
    }
  }
  throw new SearchUnavailableError(`${service.service}: ${String(lastError)}`);
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
