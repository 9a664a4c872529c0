import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './languages.js';
import { initI18n, registerTranslations, setLanguage } from './setup.js';

describe('language at start (product.md §4)', () => {
  afterEach(() => localStorage.clear());

  it('uses the stored language when it is one of the four', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    expect(readStoredLanguage()).toBe('zh');
  });

  it.each([null, 'de', 'TJ', ''])('falls back to Russian when the stored value is %p', (stored) => {
    if (stored !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    expect(readStoredLanguage()).toBe('ru');
  });
});

describe('the shared i18next instance', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  beforeAll(() => {
    registerTranslations('sample', {
      ru: { greeting: 'Здравствуйте', onlyRussian: 'Только по-русски' },
      tj: { greeting: 'Салом' },
      en: { greeting: 'Hello', onlyRussian: 'Russian only', onlyEnglish: 'English only' },
      zh: {},
    });
    initI18n('tj');
  });

  beforeEach(async () => {
    warn.mockClear();
    await i18next.changeLanguage('tj');
  });

  it('adds bundles registered before the shell initialised i18next', () => {
    expect(i18next.t('sample:greeting')).toBe('Салом');
  });

  it('falls back to Russian first when a key is missing in the current language', () => {
    expect(i18next.t('sample:onlyRussian')).toBe('Только по-русски');
  });

  it('falls back to English when Russian lacks the key too', () => {
    expect(i18next.t('sample:onlyEnglish')).toBe('English only');
  });

  it('shows the last key segment and warns when no language has the key', () => {
    expect(i18next.t('sample:section.nowhere.buttonLabel')).toBe('buttonLabel');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('section.nowhere.buttonLabel'));
  });

  it('stores the chosen language, switches the instance and the document language', async () => {
    await setLanguage('tj');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tj');
    expect(i18next.language).toBe('tj');
    expect(document.documentElement.lang).toBe('tg');
    expect(i18next.t('common:notFound.title')).toBe('Саҳифа ёфт нашуд');
  });

  it('serves the common namespace with the English 404 text', async () => {
    await setLanguage('en');
    expect(i18next.t('notFound.title')).toBe('Page not found');
  });
});
