import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { initI18n, setLanguage } from '@silkway/i18n';
import { StaticContent } from './static-content.js';

initI18n('ru');
// React's act() outside a testing library: tell React this environment waits for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the server sent for `<StaticContent as="ul" className="points"><Point /></StaticContent>`. */
const SERVER_MARKUP = '<ul class="points"><li>Сервер</li></ul>';

let mounts = 0;
function Point() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <li>{initI18n().t('language.label')}</li>;
}

describe('StaticContent', () => {
  let container: HTMLElement;
  let root: Root;
  const recoverableErrors: unknown[] = [];

  beforeEach(async () => {
    await setLanguage('ru');
    mounts = 0;
    recoverableErrors.length = 0;
    container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
  });

  const hydrate = () =>
    act(async () => {
      root = hydrateRoot(
        container,
        <StaticContent as="ul" className="points">
          <Point />
        </StaticContent>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the server markup as it is and hydrates none of its children', async () => {
    const serverList = container.firstElementChild;
    await hydrate();
    expect(recoverableErrors).toEqual([]);
    expect(container.innerHTML).toBe(SERVER_MARKUP);
    expect(container.firstElementChild).toBe(serverList);
    expect(mounts).toBe(0);
  });

  it('renders its children when the language changes in place', async () => {
    await hydrate();
    await act(() => setLanguage('en'));
    expect(container.innerHTML).toBe('<ul class="points"><li>Interface language</li></ul>');
    expect(mounts).toBe(1);
  });
});
