import type { ApiTokenAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTab } from '../testing/index.js';
import { fakeServer, type SentRequest } from '../warehouses/testing/index.js';
import { IntegrationsTab } from './integrations-tab.js';

const accounting: ApiTokenAnswer = {
  id: 7,
  name: 'Учёт 1С',
  prefix: 'Ab12Cd34',
  role: 'accountant',
  createdBy: 'owner',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const secret = `swk_Zx98Yw76_${'s'.repeat(43)}`;

function serveTokens(tokens: ApiTokenAnswer[]) {
  return fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/api-tokens')
      return { status: 200, body: tokens };
    if (request.method === 'GET' && request.path === '/api/admin/webhooks')
      return { status: 200, body: [] };
    if (request.method === 'POST' && request.path === '/api/admin/api-tokens')
      return {
        status: 201,
        body: {
          id: 8,
          name: (request.body as { name: string }).name,
          prefix: 'Zx98Yw76',
          token: secret,
        },
      };
    if (request.method === 'DELETE' && request.path === '/api/admin/api-tokens/7')
      return { status: 204 };
    return undefined;
  });
}

async function choose(area: HTMLElement, name: string, option: string) {
  fireEvent.keyDown(within(area).getByRole('combobox', { name }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const DAY_MS = 24 * 60 * 60 * 1000;
const tokenLists = (sent: SentRequest[]) =>
  sent.filter(({ method, path }) => method === 'GET' && path === '/api/admin/api-tokens').length;

beforeAll(() => {
  // Radix's select scrolls its chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = () => {};
});

describe('Интеграции: API tokens', () => {
  it('lists each token by name and prefix with its role, that it never ends and was never used', async () => {
    serveTokens([accounting]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    const row = await screen.findByText('Учёт 1С');
    const token = within(row.closest('li')!);
    expect(token.getByText('swk_Ab12Cd34_…')).toBeTruthy();
    expect(token.getByText('Бухгалтер')).toBeTruthy();
    expect(token.getByText(/бессрочный/)).toBeTruthy();
    expect(token.getByText('Ещё не использовался')).toBeTruthy();
  });

  it('makes a token with the chosen role and lifetime, shows its secret once with a copy button, then forgets it', async () => {
    const sent = serveTokens([]);
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderTab(<IntegrationsTab />, '/admin/integrations');
    expect(await screen.findByText('Токенов пока нет')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Создать токен' }));
    const form = await screen.findByRole('dialog', { name: 'Новый API-токен' });
    fireEvent.change(within(form).getByLabelText(/^Название/), {
      target: { value: 'Сайт клиента' },
    });
    await choose(form, 'Роль', 'Менеджер');
    await choose(form, 'Срок действия', '90 дней');
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));

    const shown = await screen.findByRole('dialog', { name: 'Токен «Сайт клиента» создан' });
    const post = sent.find((request) => request.method === 'POST')!;
    const body = post.body as { name: string; role: string; expiresAt: string };
    expect(body).toMatchObject({ name: 'Сайт клиента', role: 'manager' });
    expect(Math.abs(Date.parse(body.expiresAt) - Date.now() - 90 * DAY_MS)).toBeLessThan(60_000);
    expect(within(shown).getByRole<HTMLInputElement>('textbox', { name: 'Токен' }).value).toBe(
      secret,
    );

    fireEvent.click(within(shown).getByRole('button', { name: 'Копировать' }));
    expect(await within(shown).findByRole('button', { name: 'Скопировано' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(secret);

    fireEvent.click(within(shown).getByRole('button', { name: 'Готово, я сохранил' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('a token made without a lifetime never ends, and a nameless one is refused before it is sent', async () => {
    const sent = serveTokens([]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Создать токен' }));
    const form = await screen.findByRole('dialog', { name: 'Новый API-токен' });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await within(form).findByText('Название токена: от 1 до 100 символов')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Название/), { target: { value: 'Склад' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    await screen.findByRole('dialog', { name: 'Токен «Склад» создан' });
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Склад',
      role: 'viewer',
      expiresAt: null,
    });
  });

  it('revokes a token only after the confirmation, then asks for the list again', async () => {
    const sent = serveTokens([accounting]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Отозвать токен Учёт 1С' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отозвать токен?' });
    expect(confirm.textContent).toContain('«Учёт 1С» перестанет работать сразу');
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    const listsBefore = tokenLists(sent);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'DELETE').map(({ path }) => path)).toEqual([
      '/api/admin/api-tokens/7',
    ]);
    await waitFor(() => expect(tokenLists(sent)).toBeGreaterThan(listsBefore));
  });
});
