import { initI18n } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SignedInAs } from '../../auth/testing/index.js';
import { registerAdminTranslations } from '../../translations.js';
import { registerWarehousesTranslations } from '../warehouses-translations.js';

/** One answer of the fake server: a status and a JSON body (none for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A request the screen sent, as the fake server saw it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = (request: SentRequest) => FakeAnswer | undefined;

/**
 * Replaces `fetch` with a server answering from `route` (any request it leaves unanswered fails
 * the test with a 500), and answers the list of requests sent so far.
 */
export function fakeServer(route: Route): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = route(request) ?? {
      status: 500,
      body: { statusCode: 500, message: `no fake answer for ${request.method} ${request.path}` },
    };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return sent;
}

/** Where the router is, for assertions about addresses. */
export const currentPath = { pathname: '' };

function PathProbe() {
  currentPath.pathname = useLocation().pathname;
  return null;
}

/** Renders a warehouses screen in Russian (product.md's texts) with a fresh query cache, a router at `path` and the toasts. */
export function renderWithApi(
  element: ReactElement,
  { path = '/admin/warehouses', pattern = '/admin/warehouses' } = {},
) {
  initI18n('ru');
  registerAdminTranslations();
  registerWarehousesTranslations();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<SignedInAs role="owner">{element}</SignedInAs>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <PathProbe />
      </MemoryRouter>
      <Toaster regionLabel="Уведомления" closeLabel="Закрыть" />
    </QueryClientProvider>,
  );
}
