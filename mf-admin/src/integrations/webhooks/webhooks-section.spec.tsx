import type { WebhookAnswer, WebhookDeliveryAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTab } from '../../testing/index.js';
import { fakeServer, type SentRequest } from '../../warehouses/testing/index.js';
import { IntegrationsTab } from '../integrations-tab.js';

const webhook: WebhookAnswer = {
  id: 4,
  url: 'https://erp.example.com/hooks/silkway',
  events: ['order.created', 'order.updated'],
  description: 'Учёт',
  enabled: true,
  createdBy: 'owner',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const delivery = (overrides: Partial<WebhookDeliveryAnswer>): WebhookDeliveryAnswer => ({
  id: '0193a1b2-0000-7000-8000-000000000001',
  event: 'order.updated',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 204,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  deliveredAt: '2026-11-28T10:00:01.000Z',
  ...overrides,
});
const failing = delivery({
  id: '0193a1b2-0000-7000-8000-000000000002',
  event: 'order.created',
  status: 'pending',
  attempts: 3,
  lastStatusCode: 500,
  nextAttemptAt: '2026-11-28T10:05:00.000Z',
  deliveredAt: null,
});
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function serve(webhooks: WebhookAnswer[]) {
  return fakeServer((request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/admin/api-tokens') return { status: 200, body: [] };
    if (method === 'GET' && path === '/api/admin/webhooks') return { status: 200, body: webhooks };
    if (method === 'GET' && path === '/api/admin/webhooks/4/deliveries')
      return { status: 200, body: [failing, delivery({})] };
    if (method === 'POST' && path === '/api/admin/webhooks')
      return {
        status: 201,
        body: { ...webhook, id: 5, ...(request.body as object), secret },
      };
    if (method === 'PATCH' && path === '/api/admin/webhooks/4')
      return { status: 200, body: { ...webhook, ...(request.body as object) } };
    if (method === 'DELETE' && path === '/api/admin/webhooks/4') return { status: 204 };
    if (method === 'POST' && path === '/api/admin/webhooks/4/test')
      return { status: 202, body: delivery({ event: 'webhook.test', status: 'pending' }) };
    if (method === 'POST' && path.startsWith('/api/admin/webhooks/4/deliveries/'))
      return { status: 202, body: failing };
    return undefined;
  });
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

const card = async () =>
  within(await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks/silkway' }));

beforeAll(() => {
  // Radix's select scrolls its chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = () => {};
});

describe('Интеграции: webhooks', () => {
  it('shows a webhook with its events and state, and on demand its deliveries, one sent again', async () => {
    const sent = serve([webhook]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    const shown = await card();
    expect(shown.getByText('Учёт')).toBeTruthy();
    expect(shown.getByText('Активен')).toBeTruthy();
    const events = shown.getByRole('list', { name: 'События' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['order.created', 'order.updated']);
    expect(sent.some(({ path }) => path.endsWith('/deliveries'))).toBe(false);

    fireEvent.click(shown.getByRole('button', { name: 'Доставки' }));
    const deliveries = within(await screen.findByRole('list', { name: 'Последние доставки' }));
    const [pending, delivered] = deliveries.getAllByRole('listitem');
    expect(pending!.textContent).toContain('Ожидает');
    expect(pending!.textContent).toContain('Попыток: 3 · ответ 500 · следующая попытка');
    expect(delivered!.textContent).toContain('Доставлено');
    expect(delivered!.textContent).toContain('Попыток: 1 · ответ 204');

    fireEvent.click(deliveries.getByRole('button', { name: 'Отправить снова order.created' }));
    await screen.findByText('Доставка отправлена снова');
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/admin/webhooks/4/deliveries/${failing.id}/redeliver`,
    ]);
  });

  it('adds a webhook with its URL, description and ticked events, then shows its signing secret once', async () => {
    const sent = serve([]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    expect(await screen.findByText('Вебхуков пока нет')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вебхук' }));
    const form = await screen.findByRole('dialog', { name: 'Новый вебхук' });
    fireEvent.change(within(form).getByLabelText(/^Адрес/), {
      target: { value: 'https://crm.example.com/in' },
    });
    fireEvent.change(within(form).getByLabelText('Описание'), { target: { value: 'CRM' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByText('Выберите хотя бы одно событие')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'order-item.status-changed' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'order.created' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    const shown = await screen.findByRole('dialog', { name: 'Вебхук добавлен: секрет подписи' });
    expect(writes(sent).map(({ body }) => body)).toEqual([
      {
        url: 'https://crm.example.com/in',
        // In the catalogue's order, whatever order they were ticked in.
        events: ['order.created', 'order-item.status-changed'],
        description: 'CRM',
      },
    ]);
    expect(
      within(shown).getByRole<HTMLInputElement>('textbox', { name: 'Секрет подписи' }).value,
    ).toBe(secret);
    fireEvent.click(within(shown).getByRole('button', { name: 'Готово, я сохранил' }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).toBeNull());
  });

  it('ticks every event at once', async () => {
    serve([]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить вебхук' }));
    const form = await screen.findByRole('dialog', { name: 'Новый вебхук' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Все события' }));
    const ticked = within(form)
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((box) => box.checked);
    expect(ticked).toHaveLength(14);
  });

  it('pauses a webhook: the edit sends only what changed', async () => {
    const sent = serve([webhook]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    fireEvent.click(
      (await card()).getByRole('button', {
        name: 'Изменить вебхук https://erp.example.com/hooks/silkway',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Вебхук' });
    fireEvent.keyDown(within(form).getByRole('combobox', { name: 'Отправка' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Приостановлен' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Вебхук сохранён');
    expect(writes(sent).map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/api/admin/webhooks/4', { enabled: false }],
    ]);
  });

  it('sends a test event and opens the deliveries; deletes only after the confirmation', async () => {
    const sent = serve([webhook]);
    renderTab(<IntegrationsTab />, '/admin/integrations');
    const shown = await card();
    fireEvent.click(shown.getByRole('button', { name: 'Отправить тест' }));
    await screen.findByText('Тестовое событие отправлено');
    expect(await screen.findByRole('list', { name: 'Последние доставки' })).toBeTruthy();

    fireEvent.click(
      shown.getByRole('button', { name: 'Удалить вебхук https://erp.example.com/hooks/silkway' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить вебхук?' });
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/webhooks/4/test',
    ]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/webhooks/4/test',
      'DELETE /api/admin/webhooks/4',
    ]);
  });
});
