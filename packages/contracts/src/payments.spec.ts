import {
  exchangeRatesBody,
  paymentCreateBody,
  paymentMessages,
  paymentVoidBody,
  todayIso,
} from './payments.js';

const valid = {
  counterpartyId: 3,
  amount: '1 095,50',
  currency: 'TJS',
  paidAt: '2026-01-15',
  method: 'cash',
};

describe('paymentCreateBody', () => {
  it('reads an amount typed in a form and leaves the rate to the day', () => {
    expect(paymentCreateBody.parse(valid)).toEqual({
      counterpartyId: 3,
      orderId: null,
      amount: 1095.5,
      currency: 'TJS',
      rate: null,
      paidAt: '2026-01-15',
      method: 'cash',
      reference: null,
      note: null,
    });
  });

  it('names every bad field', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const result = paymentCreateBody.safeParse({
      ...valid,
      amount: '0',
      currency: 'EUR',
      method: 'barter',
      rate: 0,
      paidAt: tomorrow,
    });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({
      amount: [paymentMessages.amount],
      currency: [paymentMessages.currency],
      method: [paymentMessages.method],
      rate: [paymentMessages.rate],
      paidAt: [paymentMessages.paidAtInFuture],
    });
  });

  it.each([['-5'], ['abc'], ['1.001'], [null], ['1e300']])('refuses the amount %p', (amount) => {
    expect(paymentCreateBody.safeParse({ ...valid, amount }).success).toBe(false);
  });

  it('reads a rate left blank in the form as none', () => {
    expect(paymentCreateBody.parse({ ...valid, rate: ' ' }).rate).toBeNull();
    expect(paymentCreateBody.parse({ ...valid, rate: '10,95' }).rate).toBe(10.95);
  });

  it('takes today', () => {
    expect(paymentCreateBody.parse({ ...valid, paidAt: todayIso() }).paidAt).toBe(todayIso());
  });
});

describe('paymentVoidBody and exchangeRatesBody', () => {
  it('asks for a reason', () => {
    expect(paymentVoidBody.safeParse({ reason: '  ' }).success).toBe(false);
  });

  it('takes some rates, refuses none and a zero', () => {
    expect(exchangeRatesBody.parse({ TJS: '10.95', CNY: '' })).toEqual({ TJS: 10.95 });
    expect(exchangeRatesBody.safeParse({}).success).toBe(false);
    expect(exchangeRatesBody.safeParse({ CNY: 0 }).success).toBe(false);
  });
});
