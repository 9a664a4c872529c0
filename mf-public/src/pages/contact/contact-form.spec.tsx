import { act, fireEvent, screen } from '@testing-library/react';
import { apiSend } from '@silkway/web-client';
import { renderPublicPage } from '../../testing/render-public-page.js';
import { ContactForm } from './contact-form.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiSend: jest.fn(),
}));
const sendToServer = jest.mocked(apiSend);

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** Opens the form in English, fills it in as a client would and sends it. */
async function sendZarinasMessage() {
  await renderPublicPage(<ContactForm />, 'en');
  type(/Name/, 'Zarina');
  type(/Email/, 'zarina@example.tj');
  type(/Subject/, 'Delivery of textiles');
  type(/Message/, 'How long does road freight from Guangzhou take?');
  await click('Send message');
}

describe('ContactForm', () => {
  beforeEach(() => sendToServer.mockReset());

  it('shows the product.md §5 messages and sends nothing while the form is invalid', async () => {
    await renderPublicPage(<ContactForm />, 'en');
    type(/Email/, 'someone@');
    type(/Message/, 'Too short');
    await click('Send message');

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(sendToServer).not.toHaveBeenCalled();
  });

  it('shows the same messages in the page’s language (ru)', async () => {
    await renderPublicPage(<ContactForm />, 'ru');
    type(/Email/, 'someone@');
    type(/Сообщение/, 'Коротко');
    await click('Отправить сообщение');

    expect(await screen.findByText('Укажите имя')).toBeTruthy();
    expect(screen.getByText('Введите корректный email')).toBeTruthy();
    expect(screen.getByText('Укажите тему')).toBeTruthy();
    expect(screen.getByText('Сообщение должно быть не короче 10 символов')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('sends the message, confirms it, and offers a fresh form', async () => {
    sendToServer.mockResolvedValue(null);
    await sendZarinasMessage();

    expect(sendToServer).toHaveBeenCalledWith('POST', '/api/contact', {
      name: 'Zarina',
      email: 'zarina@example.tj',
      phone: '',
      subject: 'Delivery of textiles',
      message: 'How long does road freight from Guangzhou take?',
      language: 'en',
    });
    expect((await screen.findAllByText('Message sent successfully')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Subject/)).toBeNull();

    await click('Send another message');
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed and shows the server error when sending fails', async () => {
    sendToServer.mockRejectedValue(new Error('503: Service Unavailable'));
    await sendZarinasMessage();

    expect(await screen.findByText('503: Service Unavailable')).toBeTruthy();
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe(
      'Delivery of textiles',
    );
  });
});
