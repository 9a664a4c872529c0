import { fieldMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { publicForm, type RefusedBody, type RefusedInLanguage } from './testing/public-form.js';

const validMessage = {
  name: ' Malika Rahimova ',
  email: 'malika@example.tj',
  phone: '+992 91 555 44 33',
  subject: 'Доставка оборудования',
  message: 'Сколько стоит доставка двух станков из Нинбо в Худжанд?',
};

describe('orders service: POST /api/contact', () => {
  let service: TestService<OrdersConfig>;
  const contactForm = publicForm(() => service, '/api/contact', 'orders.contact_messages');
  const storedMessages = contactForm.stored;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('stores a valid message as new and answers 201 with its id', async () => {
    const answer = await service.call('POST', '/api/contact', { body: validMessage });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), status: 'new' });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      id: answer.body.id,
      name: 'Malika Rahimova',
      email: 'malika@example.tj',
      phone: '+992 91 555 44 33',
      subject: 'Доставка оборудования',
      message: validMessage.message,
      status: 'new',
    });
    expect(stored.received_at).toBeInstanceOf(Date);
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = validMessage;
    const answer = await service.call('POST', '/api/contact', { body: withoutPhone });
    expect(answer.statusCode).toBe(201);
    expect((await storedMessages()).at(-1)).toMatchObject({ id: answer.body.id, phone: null });
  });

  const invalidBodies: RefusedBody[] = [
    [
      'every required field missing',
      { phone: '+992 91 555 44 33' },
      {
        name: ['Name is required'],
        email: ['Please enter a valid email'],
        subject: ['Subject is required'],
        message: ['Message must be at least 10 characters'],
      },
    ],
    [
      'blank fields',
      { ...validMessage, name: '  ', subject: '' },
      { name: ['Name is required'], subject: ['Subject is required'] },
    ],
    [
      'wrong types',
      { ...validMessage, name: ['Malika'], phone: 992915554433, message: false },
      {
        name: ['Name is required'],
        phone: [fieldMessages.notAText],
        message: ['Message must be at least 10 characters'],
      },
    ],
    [
      'a message under 10 characters',
      { ...validMessage, message: 'Привет   ' },
      { message: ['Message must be at least 10 characters'] },
    ],
    [
      'a malformed email',
      { ...validMessage, email: 'malika.example.tj' },
      { email: ['Please enter a valid email'] },
    ],
    ['an array body', [], { _: ['Invalid input: expected object, received array'] }],
    ['a number body', 7, { _: ['Invalid input: expected object, received number'] }],
  ];

  contactForm.itRefusesEachBody(invalidBodies);

  it('answers 400 to a plain-text body and stores nothing', async () => {
    await contactForm.expectRefused(
      { body: 'name=Malika&message=hello', headers: { 'content-type': 'text/plain' } },
      { _: ['Invalid input: expected object, received string'] },
    );
  });
  describe('answers its field errors in the language the call asks for', () => {
    const blankSubjectAndShortMessage = { ...validMessage, subject: '', message: 'Привет' };
    const byLanguage: RefusedInLanguage[] = [
      [
        'ru (body)',
        { language: 'ru' },
        { subject: ['Укажите тему'], message: ['Сообщение должно быть не короче 10 символов'] },
      ],
      [
        'en (Accept-Language)',
        { acceptLanguage: 'en-GB,en;q=0.9,ru;q=0.8' },
        { subject: ['Subject is required'], message: ['Message must be at least 10 characters'] },
      ],
      [
        'tj (body, over Accept-Language)',
        { language: 'tj', acceptLanguage: 'ru' },
        {
          subject: ['Мавзӯъро ворид кунед'],
          message: ['Паём бояд на камтар аз 10 аломат бошад'],
        },
      ],
      [
        'zh (body)',
        { language: 'zh' },
        { subject: ['请填写主题'], message: ['留言至少需要10个字符'] },
      ],
      [
        'ru (Accept-Language)',
        { acceptLanguage: 'ru-RU,ru;q=0.9' },
        { subject: ['Укажите тему'], message: ['Сообщение должно быть не короче 10 символов'] },
      ],
      [
        'no language at all (the texts of product.md §5)',
        {},
        { subject: ['Subject is required'], message: ['Message must be at least 10 characters'] },
      ],
    ];

    contactForm.itRefusesInEachLanguage(blankSubjectAndShortMessage, byLanguage);

    it('tells a malformed email in Tajik', async () => {
      await contactForm.expectRefused(
        { body: { ...validMessage, email: 'malika@', language: 'tj' } },
        { email: ['Email-и дурустро ворид кунед'] },
      );
    });
  });
});
