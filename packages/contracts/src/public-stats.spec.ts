import { readPublicStats } from './public-stats.js';

describe('readPublicStats', () => {
  it('keeps the figures that are numbers ≥ 0 and drops the rest', () => {
    expect(
      readPublicStats({
        yearsExperience: 7,
        totalOrders: 0,
        countriesServed: -1,
        satisfactionRate: '99',
        onTimeDelivery: Number.NaN,
        averageSavings: null,
        unknownField: 5,
      }),
    ).toEqual({ yearsExperience: 7, totalOrders: 0 });
  });

  it('reads an answer that is not an object as no figures', () => {
    expect(readPublicStats('down')).toEqual({});
    expect(readPublicStats(null)).toEqual({});
  });
});
