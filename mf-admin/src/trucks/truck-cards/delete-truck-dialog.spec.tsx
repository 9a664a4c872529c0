import type { TruckAnswer, TruckLoadAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderTrucksTab } from '../testing/render-trucks-tab.js';

const truck = (id: number, number: string) =>
  ({
    id,
    version: 1,
    number,
    capacity: 80,
    status: 'Свободен',
    currentWeight: 0,
    currentVolume: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
  }) as TruckAnswer;
const load = { itemId: 5, orderId: 3, code: 'AC-1', name: 'Кондиционер' } as TruckLoadAnswer;

function serve() {
  return fakeServer((request) => {
    if (request.path === '/api/admin/trucks')
      return { status: 200, body: [truck(1, '01 TJ 777'), truck(2, '02 TJ 888')] };
    if (request.path === '/api/admin/trucks/1/items') return { status: 200, body: [load, load] };
    if (request.path === '/api/admin/trucks/2/items') return { status: 200, body: [] };
    if (request.method === 'DELETE' && request.path === '/api/admin/trucks/2')
      return {
        status: 409,
        body: { statusCode: 409, message: 'Нельзя удалить трак: в нём товаров: 1' },
      };
    return undefined;
  });
}

async function askToDelete(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Удалить трак ${number}` }));
  return within(await screen.findByRole('alertdialog', { name: 'Удалить трак?' }));
}

describe('deleting a truck says what will happen', () => {
  it('counts the goods on board and offers only cancelling, since the delete would be refused', async () => {
    const sent = serve();
    renderTrucksTab();
    const confirm = await askToDelete('01 TJ 777');
    expect(
      await confirm.findByText(
        'В траке 01 TJ 777 товаров: 2. Сначала снимите их с трака, потом удалите трак.',
      ),
    ).toBeTruthy();
    expect((confirm.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('closes after a refusal, the toast saying why', async () => {
    serve();
    renderTrucksTab();
    const confirm = await askToDelete('02 TJ 888');
    expect(confirm.getByText('Трак 02 TJ 888 и его документы будут удалены.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Нельзя удалить трак: в нём товаров: 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
