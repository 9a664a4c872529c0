import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet } from '@silkway/web-client';
import { renderPortal } from '../testing/render-portal.js';
import { trackedOrderFixture } from './tracked-order.fixture.js';
import { TrackingPage } from './tracking-page.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiGet: jest.fn(),
}));
const askServer = jest.mocked(apiGet);

const searchForm = () => screen.getByRole('search');
const numberField = () => within(searchForm()).getByRole('textbox');
const searchButton = () => within(searchForm()).getByRole('button');
const results = (name = 'Результат поиска') => screen.getByRole('region', { name });
const currentAddress = () => screen.getByTestId('current-address').textContent;

async function searchFor(code: string) {
  const user = userEvent.setup();
  await user.type(numberField(), `${code}{Enter}`);
}

describe('TrackingPage', () => {
  beforeEach(() => askServer.mockReset());

  it('keeps the search button disabled while the number is empty or blank', async () => {
    const user = userEvent.setup();
    await renderPortal(<TrackingPage />);
    expect(screen.getByLabelText('Номер заказа')).toBe(numberField());
    expect(searchButton()).toHaveProperty('disabled', true);

    await user.type(numberField(), '   ');
    expect(searchButton()).toHaveProperty('disabled', true);
    await user.type(numberField(), '{Enter}');
    expect(askServer).not.toHaveBeenCalled();

    await user.type(numberField(), 'SW-ZGZQ-ZZ7Z');
    expect(searchButton()).toHaveProperty('disabled', false);
  });

  it('searches on Enter, keeps the number in the URL and shows the order with its items', async () => {
    askServer.mockResolvedValue(trackedOrderFixture);
    await renderPortal(<TrackingPage />);
    await searchFor(' SW-ZGZQ-ZZ7Z ');

    expect(askServer).toHaveBeenCalledWith('/api/search/orders/SW-ZGZQ-ZZ7Z', expect.anything());
    expect(currentAddress()).toBe('/portal?code=SW-ZGZQ-ZZ7Z');
    const found = results();
    expect(
      await within(found).findByRole('heading', { name: 'Бытовая техника для магазина' }),
    ).toBeTruthy();
    expect(within(found).getByText('SW-ZGZQ-ZZ7Z')).toBeTruthy();
    expect(within(found).getByText('Китай')).toBeTruthy();
    expect(within(found).getByText('Душанбе, Таджикистан')).toBeTruthy();
    expect(within(found).getByText('В пути')).toBeTruthy();
    expect(within(found).getByText('18 декабря 2026 г.')).toBeTruthy();
    expect(within(found).getByText('1 284,50 USD')).toBeTruthy();
    expect(within(found).getByText('684,50 USD')).toBeTruthy();
    expect(within(found).getByText('600,00 USD')).toBeTruthy();

    const kettle = within(found).getByRole('article', { name: 'HA-210' });
    expect(within(kettle).getByText('Чайник электрический 1,8 л')).toBeTruthy();
    expect(within(kettle).getByText('Отправлено')).toBeTruthy();
    expect(within(kettle).getByText('120 шт.')).toBeTruthy();
    expect(within(kettle).getByText('Иу')).toBeTruthy();
    expect(within(kettle).getByText('2.4 м³')).toBeTruthy();
    const dryer = within(found).getByRole('article', { name: 'HA-305' });
    expect(within(dryer).getByText('На складе')).toBeTruthy();
    expect(within(dryer).getByText('95.5 кг')).toBeTruthy();
  });

  it('repeats the search for a number already in the URL, as a shared link or a reload does', async () => {
    askServer.mockResolvedValue({
      order: { ...trackedOrderFixture, destination: 'Худжанд', status: 'completed' },
    });
    await renderPortal(<TrackingPage />, { path: '/portal?code=SW-ZGZQ-ZZ7Z' });

    expect(await within(results()).findByText('Худжанд')).toBeTruthy();
    expect(within(results()).getByText('Завершён')).toBeTruthy();
    expect((numberField() as HTMLInputElement).value).toBe('SW-ZGZQ-ZZ7Z');
  });

  it('names the destination in the portal’s language, city first', async () => {
    askServer.mockResolvedValue({
      order: { ...trackedOrderFixture, destination: 'Таджикистан/Бохтар' },
    });
    await renderPortal(<TrackingPage />, { path: '/portal?code=SW-ZGZQ-ZZ7Z', language: 'en' });

    expect(await within(results('Search result')).findByText('Bokhtar, Tajikistan')).toBeTruthy();
    expect(screen.queryByText(/Таджикистан/)).toBeNull();
  });

  it('shows the searching text while the answer is pending', async () => {
    let answer: (order: unknown) => void = () => undefined;
    askServer.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderPortal(<TrackingPage />);
    await searchFor('SW-ZGZQ-ZZ7Z');

    expect(searchButton().textContent).toBe('Поиск…');
    expect(searchButton()).toHaveProperty('disabled', true);
    answer(trackedOrderFixture);
    await waitFor(() => expect(searchButton().textContent).toBe('Найти'));
    expect(within(results()).getByText('Бытовая техника для магазина')).toBeTruthy();
  });

  it.each([
    [
      'a 404',
      () =>
        Promise.reject(
          new ApiError(
            404,
            '{"statusCode":404,"message":"Данного заказа не существует"}',
            'Not Found',
          ),
        ),
      'Данного заказа не существует',
    ],
    ['an empty result', () => Promise.resolve(null), 'Данного заказа не существует'],
    [
      'another failure status',
      () => Promise.reject(new ApiError(502, 'Bad Gateway', 'Bad Gateway')),
      'Ошибка при поиске заказа',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Ошибка сети. Попробуйте позже',
    ],
    [
      'a 429',
      () =>
        Promise.reject(
          new ApiError(
            429,
            '{"statusCode":429,"message":"Слишком много запросов. Попробуйте через минуту."}',
            'Too Many Requests',
          ),
        ),
      'Слишком много запросов. Попробуйте через минуту.',
    ],
  ])('shows the product.md §8 message for %s', async (_case, answer, message) => {
    askServer.mockImplementation(answer);
    await renderPortal(<TrackingPage />);
    await searchFor('SW-404');

    expect(await within(results()).findByText(message)).toBeTruthy();
  });

  it.each([
    ['en', 'Search result', 'Order not found', 'Network error. Please try again later'],
    ['tj', 'Натиҷаи ҷустуҷӯ', 'Чунин фармоиш вуҷуд надорад', 'Хатогии шабака. Баъдтар кӯшиш кунед'],
    ['zh', '查询结果', '该订单不存在', '网络错误，请稍后再试'],
  ] as const)(
    'translates the error texts into %s',
    async (language, resultsName, notFound, network) => {
      askServer
        .mockRejectedValueOnce(new ApiError(404, '', 'Not Found'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await renderPortal(<TrackingPage />, { language });
      await searchFor('SW-404');
      expect(await within(results(resultsName)).findByText(notFound)).toBeTruthy();

      // The same number again asks the server again.
      await userEvent.setup().click(searchButton());
      expect(await within(results(resultsName)).findByText(network)).toBeTruthy();
    },
  );

  it('links to the contact page for help', async () => {
    await renderPortal(<TrackingPage />);
    expect(screen.getByRole('link', { name: 'Связаться с нами' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
