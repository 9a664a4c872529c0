import { publicFormMessages } from '@silkway/contracts';
import { fieldErrorsIn, publicFormLanguage } from './public-form-language.js';

describe('publicFormLanguage', () => {
  it.each([
    [{ language: 'zh' }, 'ru-RU', 'zh'],
    [{ language: 'tg' }, undefined, 'tj'],
    [{ language: 'EN-gb' }, undefined, 'en'],
    [{ language: 'fr' }, 'en-US,en;q=0.9', 'en'],
    [{ language: 42 }, 'zh-CN', 'zh'],
    [{}, 'fr-FR, ru;q=0.5, zh;q=0.8', 'zh'],
    [{}, 'en;q=0, tg-TJ;q=0.3', 'tj'],
    [{}, 'de, fr', undefined],
    [null, undefined, undefined],
    ['text', '*', undefined],
  ] as const)('body %j with Accept-Language %s → %s', (body, header, language) => {
    expect(publicFormLanguage(body, header)).toBe(language);
  });
});

describe('fieldErrorsIn', () => {
  it('says the contracts’ messages in the language, the figure of a limit included, any other as it is', () => {
    expect(
      fieldErrorsIn(
        {
          name: [publicFormMessages.contactPersonRequired],
          company: ['Не более 200 символов', 'something else'],
        },
        'en',
      ),
    ).toEqual({
      name: ['Contact person is required'],
      company: ['At most 200 characters', 'something else'],
    });
  });

  it('leaves the messages as they are when the call names no language', () => {
    const errors = { subject: [publicFormMessages.subjectRequired] };
    expect(fieldErrorsIn(errors, undefined)).toEqual(errors);
  });
});
