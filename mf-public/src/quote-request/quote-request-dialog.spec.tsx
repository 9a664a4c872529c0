import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiSend } from '@silkway/web-client';
import { renderPublicPage } from '../testing/render-public-page.js';
import { QuoteRequestDialog } from './quote-request-dialog.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiSend: jest.fn(),
}));
const sendToServer = jest.mocked(apiSend);

function field(label: RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}
function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}
function progress() {
  return screen.getByRole('progressbar').getAttribute('aria-valuenow');
}

/** Step 1's required fields: the contact's name and phone. */
function fillContact() {
  type(/Контактное лицо/, 'Алишер Каримов');
  type(/Телефон/, '+992 90 123 45 67');
}

async function fillStepsOneAndTwo() {
  fillContact();
  await click('Далее');
  fireEvent.change(screen.getByLabelText(/Тип услуги/), { target: { value: 'logistics' } });
  await click('Далее');
}

describe('QuoteRequestDialog', () => {
  beforeEach(() => sendToServer.mockReset());

  it.each([
    ['ru', /Телефон/, 'Далее', 'Введите номер телефона, например +992 90 123 45 67'],
    ['en', /Phone/, 'Next', 'Enter a phone number, e.g. +992 90 123 45 67'],
  ] as const)(
    'refuses a phone that is not one, in the page’s language (%s)',
    async (language, phoneLabel, next, message) => {
      await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />, language);
      type(phoneLabel, 'abc');
      await click(next);
      expect(await screen.findByText(message)).toBeTruthy();
      type(phoneLabel, '90 123 45 67');
      await click(next);
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    },
  );

  it('drops step 2’s error as soon as a service type is chosen, without leaving the list', async () => {
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />);
    fillContact();
    await click('Далее');
    await click('Далее');
    expect(await screen.findByText('Выберите тип услуги')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Тип услуги/), { target: { value: 'logistics' } });
    await waitFor(() => expect(screen.queryByText('Выберите тип услуги')).toBeNull());
  });

  it.each([
    ['ru', /Телефон/, '+992 XX XXX XX XX'],
    ['zh', /电话/, '+86 1XX XXXX XXXX'],
  ] as const)(
    'shows a phone example of the page’s language (%s)',
    async (language, phoneLabel, example) => {
      await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />, language);
      expect(field(phoneLabel).placeholder).toBe(example);
    },
  );

  it('shows every step’s errors in the page’s language and drops each once its field is fixed', async () => {
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />, 'en');
    await click('Next');
    expect(await screen.findByText('Contact person is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    type(/Contact person/, 'Alisher Karimov');
    fireEvent.blur(field(/Contact person/));
    await waitFor(() => expect(screen.queryByText('Contact person is required')).toBeNull());
    expect(screen.getByText('Phone is required')).toBeTruthy();
    type(/Phone/, '+992 90 123 45 67');
    await click('Next');
    await click('Next');
    expect(await screen.findByText('Choose a service type')).toBeTruthy();
  });

  it('keeps step 1 until name and phone are given, with the Russian messages', async () => {
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />);
    expect(screen.getByText('Шаг 1 из 3')).toBeTruthy();
    expect(progress()).toBe('33');
    expect((screen.getByRole('button', { name: 'Назад' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(field(/Телефон/).placeholder).toBe('+992 XX XXX XX XX');

    await click('Далее');
    expect(await screen.findByText('Контактное лицо обязательно')).toBeTruthy();
    expect(screen.getByText('Телефон обязателен')).toBeTruthy();
    expect(screen.getByText('Шаг 1 из 3')).toBeTruthy();

    fillContact();
    type(/Email/, 'not-an-email');
    await click('Далее');
    expect(await screen.findByText('Введите корректный email')).toBeTruthy();

    type(/Email/, '');
    await click('Далее');
    expect(await screen.findByText('Шаг 2 из 3')).toBeTruthy();
    expect(progress()).toBe('67');
  });

  it('asks for a service type on step 2 and goes back without losing data', async () => {
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={jest.fn()} />);
    fillContact();
    await click('Далее');

    await click('Далее');
    expect(await screen.findByText('Выберите тип услуги')).toBeTruthy();
    expect(screen.getByText('Шаг 2 из 3')).toBeTruthy();

    await click('Назад');
    expect(screen.getByText('Шаг 1 из 3')).toBeTruthy();
    expect(field(/Контактное лицо/).value).toBe('Алишер Каримов');
  });

  it('sends the whole request from step 3, then thanks, closes and starts over', async () => {
    sendToServer.mockResolvedValue({ id: 41, status: 'new' });
    const onOpenChange = jest.fn();
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={onOpenChange} />);
    await fillStepsOneAndTwo();
    expect(screen.getByText('Шаг 3 из 3')).toBeTruthy();
    expect(progress()).toBe('100');
    expect(screen.getByText('Что будет дальше')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();

    type(/Опишите ваш запрос/, 'Мало');
    await click('Отправить запрос');
    expect(await screen.findByText('Опишите ваш запрос подробнее')).toBeTruthy();
    expect(sendToServer).not.toHaveBeenCalled();

    type(/Опишите ваш запрос/, 'Нужно 500 кондиционеров с доставкой в Душанбе');
    await click('Отправить запрос');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sendToServer).toHaveBeenCalledWith(
      'POST',
      '/api/quote-requests',
      expect.objectContaining({
        name: 'Алишер Каримов',
        phone: '+992 90 123 45 67',
        serviceType: 'logistics',
        description: 'Нужно 500 кондиционеров с доставкой в Душанбе',
        language: 'ru',
      }),
    );
    expect(
      await screen.findByText('Номер вашей заявки: 41. Мы свяжемся с вами в течение 24 часов'),
    ).toBeTruthy();
    expect(screen.getByText('Шаг 1 из 3')).toBeTruthy();
    expect(field(/Контактное лицо/).value).toBe('');
  });

  it('keeps the dialog and the data when the server refuses, showing its message', async () => {
    sendToServer.mockRejectedValue(new Error('500: Internal Server Error'));
    const onOpenChange = jest.fn();
    await renderPublicPage(<QuoteRequestDialog open onOpenChange={onOpenChange} />);
    await fillStepsOneAndTwo();
    type(/Опишите ваш запрос/, 'Нужно 500 кондиционеров с доставкой в Душанбе');
    await click('Отправить запрос');

    expect(await screen.findByText('500: Internal Server Error')).toBeTruthy();
    expect(screen.getByText('Ошибка отправки запроса')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByText('Шаг 3 из 3')).toBeTruthy();
    expect(field(/Опишите ваш запрос/).value).toBe('Нужно 500 кондиционеров с доставкой в Душанбе');
  });
});
