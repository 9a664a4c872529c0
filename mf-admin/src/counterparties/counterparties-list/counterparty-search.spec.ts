import { counterparty } from '../testing/counterparty.js';
import { filterCounterparties } from './counterparty-search.js';

const all = [
  counterparty({ id: 1 }),
  counterparty({
    id: 2,
    name: 'Guangzhou Textile',
    company: null,
    email: 'sales@gztex.cn',
    phone: null,
    type: 'supplier',
  }),
];

describe('counterparty search', () => {
  it('keeps every counterparty for blank text', () => {
    expect(filterCounterparties(all, '   ')).toEqual(all);
  });

  it.each([
    ['name, in any case', 'guangzhou', [2]],
    ['company', 'памир', [1]],
    ['e-mail', 'GZTEX', [2]],
    ['phone', '555 12', [1]],
    ['nothing', 'Ташкент', []],
  ])('matches the %s', (_field, text, ids) => {
    expect(filterCounterparties(all, text).map(({ id }) => id)).toEqual(ids);
  });
});
