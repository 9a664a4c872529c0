import { fireEvent, screen } from '@testing-library/react';
import { counterparty } from '../counterparties/testing/index.js';
import { registerCounterpartiesTranslations } from '../counterparties/index.js';
import { renderTab } from '../testing/index.js';
import { PortalAccessPanel } from './portal-access-panel.js';

beforeEach(() => registerCounterpartiesTranslations());

describe('the client account panel of a counterparty without an e-mail', () => {
  it('asks for an e-mail and opens the counterparty’s form to add one', async () => {
    renderTab(
      <PortalAccessPanel counterparty={counterparty({ email: null })} />,
      '/admin/counterparty/1',
    );
    expect(
      screen.getByText('Укажите email контрагента, чтобы пригласить его в кабинет.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить email' }));
    const form = await screen.findByRole('dialog', { name: 'Изменить контрагента' });
    expect(form.querySelector('input[type="email"], input[name="email"]')).not.toBeNull();
  });
});
