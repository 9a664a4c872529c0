import { changedFields } from './changed-fields.js';

describe('changedFields', () => {
  const read = { id: 7, name: 'Плитка', pricePerUnit: 25, comments: null, quantity: 3 };

  it('keeps only what the form changed, so a comment save does not send the price it read', () => {
    expect(
      changedFields(
        { name: 'Плитка', pricePerUnit: 10, comments: 'срочно', quantity: 3 },
        {
          ...read,
          pricePerUnit: 10,
        },
      ),
    ).toEqual({ comments: 'срочно' });
  });

  it('takes an empty text for an empty value and a number for its text', () => {
    expect(changedFields({ comments: '', pricePerUnit: '25' }, read)).toEqual({});
  });

  it('always sends the fields the call requires', () => {
    expect(changedFields({ name: 'Плитка', comments: 'x' }, read, ['name'])).toEqual({
      name: 'Плитка',
      comments: 'x',
    });
  });
});
