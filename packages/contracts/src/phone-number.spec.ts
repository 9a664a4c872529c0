import { contactMessage, quoteRequest } from './public.js';
import { counterpartyCreateBody } from './counterparties.js';
import { isPhoneNumber, phoneMessages } from './phone-number.js';

describe('phone numbers', () => {
  it.each([
    '+992 90 123 45 67',
    '90 123 45 67',
    '901234567',
    '(992) 93-555-12-34',
    '+86 138 0013 8000',
    '+7 912 345-67-89',
  ])('takes %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each(['abc', '12', 'телефон', '+992', '+992 90 123', '0000000000000000'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  const phoneErrors = (result: { success: boolean; error?: { flatten(): unknown } }) =>
    (result.error?.flatten() as { fieldErrors?: { phone?: string[] } } | undefined)?.fieldErrors
      ?.phone;

  it('refuses a quote request, a contact message and a counterparty with a phone that is not one', () => {
    const request = {
      name: 'Али',
      phone: 'abc',
      serviceType: 'oem',
      description: 'Нужны 500 чайников',
    };
    expect(phoneErrors(quoteRequest.safeParse(request))).toEqual([phoneMessages.invalid]);
    expect(quoteRequest.safeParse({ ...request, phone: '+992 90 123 45 67' }).success).toBe(true);

    const message = {
      name: 'Ali',
      email: 'ali@example.tj',
      subject: 'Цены',
      message: 'Сколько стоит?',
    };
    expect(phoneErrors(contactMessage.safeParse({ ...message, phone: '12' }))).toEqual([
      phoneMessages.invalid,
    ]);
    expect(contactMessage.safeParse({ ...message, phone: '' }).success).toBe(true);
    expect(contactMessage.safeParse(message).success).toBe(true);

    expect(
      phoneErrors(counterpartyCreateBody.safeParse({ name: 'Фарход', phone: 'телефон' })),
    ).toEqual([phoneMessages.invalid]);
    expect(counterpartyCreateBody.safeParse({ name: 'Фарход', phone: '' }).success).toBe(true);
  });
});
