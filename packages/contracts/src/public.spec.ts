import { contactMessage, PUBLIC_FORM_LIMITS, quoteRequest } from './public.js';

const fieldErrors = (result: {
  success: boolean;
  error?: { flatten: () => { fieldErrors: object } };
}) => result.error?.flatten().fieldErrors;

describe('public submissions answer with the product.md §5 texts, also for fields that are missing', () => {
  it('quote request', () => {
    expect(fieldErrors(quoteRequest.safeParse({}))).toEqual({
      name: ['Контактное лицо обязательно'],
      phone: ['Телефон обязателен'],
      serviceType: ['Выберите тип услуги'],
      description: ['Опишите ваш запрос подробнее'],
    });
    expect(
      fieldErrors(
        quoteRequest.safeParse({
          name: ' ',
          phone: '+992 90 123 45 67',
          serviceType: '',
          description: 'коротко',
        }),
      ),
    ).toEqual({
      name: ['Контактное лицо обязательно'],
      serviceType: ['Выберите тип услуги'],
      description: ['Опишите ваш запрос подробнее'],
    });
  });

  it('contact message', () => {
    expect(fieldErrors(contactMessage.safeParse({}))).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('keeps a good quote request, trimmed', () => {
    const parsed = quoteRequest.parse({
      name: ' Фаррух ',
      phone: '+992 90 123 45 67',
      serviceType: 'logistics',
      description: 'Нужна доставка станка из Гуанчжоу',
      email: '',
    });
    expect(parsed).toMatchObject({ name: 'Фаррух', serviceType: 'logistics', email: '' });
  });
});

describe('public forms take texts a person writes, not megabytes (docs/product-decisions.md "Input limits")', () => {
  const megabyte = 'я'.repeat(1_000_000);
  it.each([
    [
      'quote request',
      quoteRequest,
      { name: 'Али', phone: '+992 90 123 45 67', serviceType: 'oem', description: megabyte },
      'description',
    ],
    [
      'contact message',
      contactMessage,
      { name: 'Ali', email: 'a@example.com', subject: 'Hi', message: megabyte },
      'message',
    ],
  ] as const)('%s: a 1 MB text is refused naming its field', (_name, schema, body, field) => {
    expect(fieldErrors(schema.safeParse(body))).toEqual({
      [field]: [`Не более ${PUBLIC_FORM_LIMITS.message} символов`],
    });
    expect(
      schema.safeParse({ ...body, [field]: 'я'.repeat(PUBLIC_FORM_LIMITS.message) }).success,
    ).toBe(true);
  });
});
