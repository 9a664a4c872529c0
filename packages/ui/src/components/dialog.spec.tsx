import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './dialog.js';

describe('ConfirmDialog', () => {
  function renderDialog(onConfirm = jest.fn(), onOpenChange = jest.fn(), pending = false) {
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Удалить заказ?"
        description="Это действие нельзя отменить."
        confirmLabel="Удалить"
        cancelLabel="Отмена"
        closeLabel="Закрыть"
        onConfirm={onConfirm}
        pending={pending}
      />,
    );
    return { onConfirm, onOpenChange };
  }

  it('runs the destructive action only from its red button', () => {
    const { onConfirm, onOpenChange } = renderDialog();
    const confirm = screen.getByRole('button', { name: 'Удалить' });
    expect(confirm.className).toContain('bg-danger');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while the action runs', () => {
    renderDialog(jest.fn(), jest.fn(), true);
    expect((screen.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Отмена' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
