import { screen } from '@testing-library/react';
import { counterparty, renderInRussian } from '../counterparties/testing/index.js';
import { CounterpartyProfile } from './counterparty-profile.js';

const debt = () => screen.getByTestId('current-debt');

describe('counterparty profile', () => {
  it('shows name, company, type, contacts, credit limit and description', () => {
    renderInRussian(
      <CounterpartyProfile
        counterparty={counterparty({ type: 'supplier', comments: 'Ткани из Гуанчжоу' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Фарход Рахимов' })).toBeTruthy();
    expect(screen.getByText('ООО «Памир Трейд»')).toBeTruthy();
    expect(screen.getByText('Поставщик')).toBeTruthy();
    expect(screen.getByText('Душанбе, пр. Рудаки 10')).toBeTruthy();
    expect(screen.getByText('5 000,00 USD')).toBeTruthy();
    expect(screen.getByText('Ткани из Гуанчжоу')).toBeTruthy();
  });

  it('says when there is no description', () => {
    renderInRussian(<CounterpartyProfile counterparty={counterparty({ comments: null })} />);
    expect(screen.getByText('Описания нет')).toBeTruthy();
  });

  it.each([
    [120.5, '120,50\u00a0USD', 'text-status-error-fg'],
    [-40, '-40,00\u00a0USD', 'text-status-done-fg'],
    [0, '0,00\u00a0USD', 'text-neutral-900'],
  ])('colours a debt of %p: red when owed to us, green when we owe', (currentDebt, text, tone) => {
    renderInRussian(<CounterpartyProfile counterparty={counterparty({ currentDebt })} />);
    expect(debt().textContent).toContain(text);
    expect(debt().className).toContain(tone);
  });
});
