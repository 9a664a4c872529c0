import { fireEvent, screen, within } from '@testing-library/react';
import { counterparty } from '../testing/counterparty.js';
import { renderInRussian } from '../testing/render-in-russian.js';
import { CounterpartyCards } from './counterparty-cards.js';

const counterparties = [
  counterparty({ id: 1, name: 'Клиент А', type: 'client', creditLimit: 1500.5, currentDebt: 320 }),
  counterparty({ id: 2, name: 'Фабрика Б', type: 'supplier', email: null, phone: null }),
  counterparty({ id: 3, name: 'Партнёр В', type: 'both' }),
  counterparty({ id: 4, name: 'Старый Г', type: 'legacy' as never }),
];

function renderCards() {
  const actions = { onOpen: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  renderInRussian(<CounterpartyCards counterparties={counterparties} {...actions} />);
  return actions;
}

const card = (name: string) =>
  within(screen.getByRole('button', { name: `Открыть карточку ${name}` }));

describe('counterparty cards', () => {
  it('labels each type as product.md §2.10 does, unknown types as Не указано', () => {
    renderCards();
    expect(card('Клиент А').getByText('Клиент')).toBeTruthy();
    expect(card('Фабрика Б').getByText('Поставщик')).toBeTruthy();
    expect(card('Партнёр В').getByText('Клиент/Поставщик')).toBeTruthy();
    expect(card('Старый Г').getByText('Не указано')).toBeTruthy();
  });

  it('shows the company, contacts, credit limit and debt in USD, with a dash for what is missing', () => {
    renderCards();
    const first = card('Клиент А');
    expect(first.getByText('ООО «Памир Трейд»')).toBeTruthy();
    expect(first.getByText('farhod@pamir.tj')).toBeTruthy();
    expect(first.getByText('+992 93 555 12 34')).toBeTruthy();
    expect(first.getByText('1 500,50 USD')).toBeTruthy();
    expect(first.getByText('320,00 USD').closest('dd')?.className).toContain(
      'text-status-error-fg',
    );
    expect(card('Фабрика Б').getAllByText('—')).toHaveLength(2);
  });

  it('opens, edits and deletes the card that was clicked', () => {
    const actions = renderCards();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть карточку Фабрика Б' }));
    fireEvent.click(screen.getByRole('button', { name: 'Изменить Партнёр В' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить Клиент А' }));
    expect(actions.onOpen).toHaveBeenCalledWith(counterparties[1]);
    expect(actions.onEdit).toHaveBeenCalledWith(counterparties[2]);
    expect(actions.onDelete).toHaveBeenCalledWith(counterparties[0]);
  });
});
