import { fieldMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { publicForm, type RefusedBody, type RefusedInLanguage } from './testing/public-form.js';

const validRequest = {
  name: '  Фарход Саидов ',
  phone: '+992 90 123 45 67',
  email: '',
  company: 'ООО «Памир Трейд»',
  serviceType: 'sourcing',
  sourceCountry: 'Китай',
  destinationCountry: 'Таджикистан',
  estimatedBudget: '10 000 – 20 000 $',
  timeline: '',
  description: 'Нужны поставщики бытовой техники из Гуанчжоу с доставкой в Душанбе',
};

const {
  name: _name,
  phone: _phone,
  serviceType: _serviceType,
  description: _description,
  ...onlyOptionalFields
} = validRequest;

describe('orders service: POST /api/quote-requests', () => {
  let service: TestService<OrdersConfig>;
  const quoteForm = publicForm(() => service, '/api/quote-requests', 'orders.quote_requests');
  const storedRequests = quoteForm.stored;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('stores a valid request as new, with the time received, and answers 201 with its id', async () => {
    const sentAt = Date.now();
    const answer = await service.call('POST', '/api/quote-requests', { body: validRequest });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), status: 'new' });

    const [stored] = await storedRequests();
    expect(stored).toMatchObject({
      id: answer.body.id,
      name: 'Фарход Саидов',
      phone: '+992 90 123 45 67',
      email: null,
      company: 'ООО «Памир Трейд»',
      service_type: 'sourcing',
      source_country: 'Китай',
      destination_country: 'Таджикистан',
      estimated_budget: '10 000 – 20 000 $',
      timeline: null,
      description: validRequest.description,
      status: 'new',
    });
    expect(new Date(stored.received_at).getTime()).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('accepts the required fields alone', async () => {
    const answer = await service.call('POST', '/api/quote-requests', {
      body: {
        name: 'Азиз',
        phone: '+992 93 000 00 00',
        serviceType: 'logistics',
        description: 'Доставка 2 тонн плитки из Фошаня',
      },
    });
    expect(answer.statusCode).toBe(201);
    expect((await storedRequests()).at(-1)).toMatchObject({
      id: answer.body.id,
      email: null,
      company: null,
      status: 'new',
    });
  });

  const invalidBodies: RefusedBody[] = [
    [
      'required fields missing',
      onlyOptionalFields,
      {
        name: ['Контактное лицо обязательно'],
        phone: ['Телефон обязателен'],
        serviceType: ['Выберите тип услуги'],
        description: ['Опишите ваш запрос подробнее'],
      },
    ],
    [
      'required fields blank',
      { ...validRequest, name: '   ', phone: ' ', serviceType: '' },
      {
        name: ['Контактное лицо обязательно'],
        phone: ['Телефон обязателен'],
        serviceType: ['Выберите тип услуги'],
      },
    ],
    [
      'wrong types',
      { ...validRequest, name: 42, phone: true, company: { name: 'x' }, timeline: 3 },
      {
        name: ['Контактное лицо обязательно'],
        phone: ['Телефон обязателен'],
        company: [fieldMessages.notAText],
        timeline: [fieldMessages.notAText],
      },
    ],
    [
      'a description under 10 characters',
      { ...validRequest, description: ' Нужна   ' },
      { description: ['Опишите ваш запрос подробнее'] },
    ],
    [
      'a malformed email',
      { ...validRequest, email: 'farhod@' },
      { email: ['Введите корректный email'] },
    ],
    ['an array body', [validRequest], { _: ['Invalid input: expected object, received array'] }],
    ['a string body', 'name=Азиз', { _: ['Invalid input: expected object, received string'] }],
    ['a null body', null, { _: ['Invalid input: expected object, received null'] }],
  ];

  quoteForm.itRefusesEachBody(invalidBodies);

  it('answers 400, not 500, to a body that is not JSON, and stores nothing', async () => {
    await quoteForm.expectRefused({
      body: '{"name": "Азиз",',
      headers: { 'content-type': 'application/json' },
    });
  });
  describe('answers its field errors in the language the call asks for', () => {
    const blankNameAndShortDescription = { ...validRequest, name: ' ', description: 'Коротко' };
    const byLanguage: RefusedInLanguage[] = [
      [
        'ru (body)',
        { language: 'ru', acceptLanguage: 'en-US,en;q=0.9' },
        { name: ['Контактное лицо обязательно'], description: ['Опишите ваш запрос подробнее'] },
      ],
      [
        'en (body)',
        { language: 'en' },
        {
          name: ['Contact person is required'],
          description: ['Describe your request in more detail (at least 10 characters)'],
        },
      ],
      [
        'tj (body)',
        { language: 'tj', acceptLanguage: 'zh-CN' },
        {
          name: ['Шахси тамос ҳатмист'],
          description: ['Дархости худро муфассалтар тавсиф кунед'],
        },
      ],
      [
        'zh (Accept-Language)',
        { acceptLanguage: 'fr-FR, zh-CN;q=0.8, en;q=0.5' },
        { name: ['请填写联系人'], description: ['请更详细地描述您的需求（至少10个字符）'] },
      ],
      [
        'tg (Accept-Language, the BCP 47 code of Tajik)',
        { acceptLanguage: 'tg-TJ' },
        {
          name: ['Шахси тамос ҳатмист'],
          description: ['Дархости худро муфассалтар тавсиф кунед'],
        },
      ],
      [
        'a language it does not know in the body (falls back to Accept-Language)',
        { language: 'fr', acceptLanguage: 'en' },
        {
          name: ['Contact person is required'],
          description: ['Describe your request in more detail (at least 10 characters)'],
        },
      ],
      [
        'no language at all (Russian, product.md §5)',
        {},
        { name: ['Контактное лицо обязательно'], description: ['Опишите ваш запрос подробнее'] },
      ],
    ];

    quoteForm.itRefusesInEachLanguage(blankNameAndShortDescription, byLanguage);

    it('says a length limit with its figure in the language asked for', async () => {
      await quoteForm.expectRefused(
        { body: { ...validRequest, company: 'x'.repeat(201), language: 'zh' } },
        { company: ['最多200个字符'] },
      );
    });

    it('stores a valid request sent with its language, without the language', async () => {
      const answer = await service.call('POST', '/api/quote-requests', {
        body: { ...validRequest, language: 'zh' },
      });
      expect(answer.statusCode).toBe(201);
      expect((await storedRequests()).at(-1)).toMatchObject({ id: answer.body.id });
    });
  });
});
