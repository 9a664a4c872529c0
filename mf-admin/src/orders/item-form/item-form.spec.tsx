import { PAYMENT_STATUSES, type Role } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignedInAs } from '../../auth/testing/index.js';
import { renderInRussian } from '../testing/render-in-russian.js';
import { ItemForm } from './item-form.js';
import { paymentStatusBadge } from '../order-status/status-labels.js';
import { newItemFormValues, PAYMENT_OPTIONS, type ItemFormValues } from './item-form-values.js';

/** The buttons as the item dialog words them: itemForm.cancel, .add or .save, .saving. */
const formActions = (submitLabel: string) => ({
  cancelLabel: 'Отмена',
  onCancel: jest.fn(),
  submitLabel,
  pendingLabel: 'Сохраняем…',
  pending: false,
});

function renderAddForm(values: Partial<ItemFormValues> = {}, role: Role = 'manager') {
  const onSubmit = jest.fn();
  renderInRussian(
    <SignedInAs role={role}>
      <ItemForm
        mode="create"
        defaultValues={{ ...newItemFormValues(), ...values }}
        onSubmit={onSubmit}
        actions={formActions('Добавить товар')}
      />
    </SignedInAs>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const addButton = () => screen.getByRole('button', { name: 'Добавить товар' }) as HTMLButtonElement;

describe('item form by role', () => {
  it('leaves the warehouse the photos but makes the goods, prices and payment read-only', () => {
    renderAddForm({}, 'warehouse');
    expect(field('Код *').matches(':disabled')).toBe(true);
    expect(field('Цена за единицу, USD').matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Статус оплаты' }).matches(':disabled')).toBe(true);
  });

  it('lets the accountant set the payment status but not the price', () => {
    renderAddForm({}, 'accountant');
    expect(field('Цена за единицу, USD').matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Статус оплаты' }).matches(':disabled')).toBe(
      false,
    );
  });
});

describe('item form rules (product.md §5)', () => {
  it('keeps "add" disabled until both code and name are filled', () => {
    renderAddForm();
    expect(addButton().disabled).toBe(true);
    type('Код *', 'SW-1');
    expect(addButton().disabled).toBe(true);
    type('Название *', 'Кроссовки');
    expect(addButton().disabled).toBe(false);
    type('Код *', '   ');
    expect(addButton().disabled).toBe(true);
  });

  it('sends quantity 1 when the quantity is left empty, with the product.md §9 defaults', async () => {
    const onSubmit = renderAddForm({ code: 'SW-1', name: 'Кроссовки' });
    type('Количество', '');
    fireEvent.click(addButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      code: 'SW-1',
      name: 'Кроссовки',
      quantity: 1,
      transport: 'Авто',
      volumeType: 'kg',
      paymentStatus: 'unpaid',
      destination: 'Таджикистан/Душанбе',
      autoCalculate: true,
    });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('status');
  });

  it('refuses a fractional quantity and more than 3 decimals of weight', async () => {
    const onSubmit = renderAddForm({ code: 'SW-1', name: 'Кроссовки' });
    type('Количество', '1.5');
    type('Вес, кг', '1.2345');
    fireEvent.click(addButton());
    expect(await screen.findByText('Количество должно быть целым числом')).toBeTruthy();
    expect(screen.getByText('Не более 3 знаков после запятой')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses 3-decimal steps for the measure and 2-decimal steps for prices', () => {
    renderAddForm();
    expect(field('Вес, кг').step).toBe('0.001');
    expect(field('Цена за единицу, USD').step).toBe('0.01');
  });

  it('shows weight for kg and volume for m³', () => {
    renderAddForm({ volumeType: 'm³' });
    expect(screen.getByLabelText('Объём, м³')).toBeTruthy();
    expect(screen.queryByLabelText('Вес, кг')).toBeNull();
  });

  it('previews the totals with the contracts calculation while auto-calculation is on', () => {
    renderAddForm({ quantity: '2', weight: '5', pricePerUnit: '10', transportPrice: '3' });
    const preview = within(screen.getByLabelText('Расчёт'));
    expect(preview.getByText('Стоимость товара, USD').nextElementSibling?.textContent).toBe(
      '20,00\u00a0USD',
    );
    expect(preview.getByText('Стоимость доставки, USD').nextElementSibling?.textContent).toBe(
      '15,00\u00a0USD',
    );
    expect(preview.getByText('Итого, USD').nextElementSibling?.textContent).toBe('35,00\u00a0USD');
    expect(screen.queryByLabelText('Итого, USD')).toBeNull();
  });

  it('makes the totals editable once auto-calculation is switched off', async () => {
    const onSubmit = renderAddForm({ code: 'SW-1', name: 'Кроссовки', pricePerUnit: '10' });
    fireEvent.click(screen.getByLabelText(/Автоматический расчёт/));
    type('Итого, USD', '99.99');
    fireEvent.click(addButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      autoCalculate: false,
      totalAmount: 99.99,
      totalPrice: null,
    });
  });
});

describe('payment choices', () => {
  it('are one list for adding and editing: each status once, named as its badge names it', () => {
    expect(PAYMENT_OPTIONS.map((option) => option.value)).toEqual([
      'unpaid',
      'prepaid',
      'partial',
      'paid',
    ]);
    expect([...PAYMENT_STATUSES].sort()).toEqual(
      PAYMENT_OPTIONS.map((option) => option.value).sort(),
    );
    for (const option of PAYMENT_OPTIONS)
      expect(option.textKey).toBe(paymentStatusBadge(option.value).textKey);
  });
});

describe('truck selector', () => {
  const renderWithTrucks = (truckId: string) => {
    const onSubmit = jest.fn();
    renderInRussian(
      <SignedInAs role="warehouse">
        <ItemForm
          mode="edit"
          defaultValues={{ ...newItemFormValues(), code: 'AC-1', name: 'Кондиционер', truckId }}
          onSubmit={onSubmit}
          actions={formActions('Сохранить')}
          trucks={[{ id: 7, number: '01 TJ 777' }]}
        />
      </SignedInAs>,
    );
    return onSubmit;
  };

  it("shows the item's truck and sends its id", async () => {
    const onSubmit = renderWithTrucks('7');
    expect(screen.getByRole('combobox', { name: 'Трак' }).textContent).toBe('01 TJ 777');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ truckId: 7 });
  });

  it('sends null for an item in no truck', async () => {
    const onSubmit = renderWithTrucks('none');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ truckId: null });
  });
});
