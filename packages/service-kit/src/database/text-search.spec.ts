import { textSearchPattern } from './text-search.js';

describe('textSearchPattern', () => {
  it('matches three characters or more anywhere, case-insensitively', () => {
    expect(textSearchPattern('Памир')).toBe('%памир%');
    expect(textSearchPattern('保温杯')).toBe('%保温杯%');
  });

  it('matches one or two characters at the start only', () => {
    expect(textSearchPattern('SW')).toBe('sw%');
    expect(textSearchPattern('保温')).toBe('保温%');
    expect(textSearchPattern('7')).toBe('7%');
  });

  it('takes % and _ literally', () => {
    expect(textSearchPattern('50%_a')).toBe('%50\\%\\_a%');
    expect(textSearchPattern('%')).toBe('\\%%');
  });
});
