import { api, type Role } from '@silkway/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { SignedInAs } from '../auth/testing/index.js';
import { AddButton } from './tab-heading.js';

const renderAs = (role: Role, onAdd = () => {}) =>
  render(
    <SignedInAs role={role}>
      <AddButton label="Записать платёж" onAdd={onAdd} call={api.payments.record} />
    </SignedInAs>,
  );

describe('AddButton', () => {
  it('adds, naming its catalogue call, for a role that may make the call', () => {
    const onAdd = jest.fn();
    renderAs('accountant', onAdd);
    const button = screen.getByRole('button', { name: 'Записать платёж' });
    expect(button.dataset.operation).toBe('payments.record');
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('is not offered to a role that may not make the call', () => {
    renderAs('manager');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
