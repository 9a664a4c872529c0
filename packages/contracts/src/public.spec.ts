import { contactMessage, quoteRequest } from './public.js';

const fieldErrors = (result: {
  success: boolean;
  error?: { flatten: () => { fieldErrors: object } };
}) => result.error?.flatten().fieldErrors;

describe('public submissions answer with the SPEC §5 texts, also for fields that are missing', () => {
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
          phone: '+992',
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
