import { statsForBlock } from './stats-fallbacks.js';

describe('statsForBlock', () => {
  it('uses each block’s own product.md §9 figures when there is no answer', () => {
    const blocks = ['hero', 'whyChoose', 'numbers', 'about', 'achievements'] as const;
    const fallbacks = blocks.map((block) => [block, statsForBlock(block, undefined)]);
    expect(Object.fromEntries(fallbacks)).toEqual({
      hero: { yearsExperience: 7, totalOrders: 2000, countriesServed: 3, satisfactionRate: 99.2 },
      whyChoose: { satisfactionRate: 99.2, onTimeDelivery: 98.7, averageSavings: 25 },
      numbers: { totalOrders: 7000, countriesServed: 15, averageSavings: 25, warehouses: 6 },
      about: { yearsExperience: 7, totalOrders: 2000, countriesServed: 3 },
      achievements: { countriesServed: 15 },
    });
  });

  it('takes the server’s figure where present and the fallback only for missing fields', () => {
    const stats = { totalOrders: 2450, satisfactionRate: 97.5 };
    expect(statsForBlock('hero', stats)).toEqual({
      yearsExperience: 7,
      totalOrders: 2450,
      countriesServed: 3,
      satisfactionRate: 97.5,
    });
    expect(statsForBlock('numbers', stats)).toEqual({
      totalOrders: 2450,
      countriesServed: 15,
      averageSavings: 25,
      warehouses: 6,
    });
  });

  it('keeps a real zero from the server', () => {
    expect(statsForBlock('numbers', { warehouses: 0 }).warehouses).toBe(0);
  });
});
