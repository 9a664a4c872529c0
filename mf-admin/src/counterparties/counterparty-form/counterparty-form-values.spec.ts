import { counterpartyCreateBody } from '@silkway/contracts';
import { counterparty } from '../testing/counterparty.js';
import { counterpartyFormValues, withoutEmptyFields } from './counterparty-form-values.js';

describe('counterparty form values', () => {
  it('starts a new counterparty as a client with a credit limit of 0 (product.md §5)', () => {
    expect(counterpartyFormValues()).toMatchObject({
      name: '',
      type: 'client',
      creditLimit: '0',
      email: '',
    });
  });

  it('starts an edit from the record, blanks for what it lacks', () => {
    expect(
      counterpartyFormValues(counterparty({ type: 'both', creditLimit: 250.75, comments: null })),
    ).toMatchObject({
      name: 'Фарход Рахимов',
      type: 'both',
      creditLimit: '250.75',
      comments: '',
    });
  });

  it('sends a new counterparty without the optional fields left empty', () => {
    const form = {
      ...counterpartyFormValues(),
      name: '  Новый клиент ',
      phone: '+992 90 000 00 00',
      creditLimit: '',
    };
    expect(withoutEmptyFields(counterpartyCreateBody.parse(form))).toEqual({
      name: 'Новый клиент',
      phone: '+992 90 000 00 00',
      type: 'client',
      creditLimit: 0,
    });
  });
});
