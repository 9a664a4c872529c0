import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { BrowserRouter } from '@silkway/app-frame/router';
import {
  languageBasename,
  localizedPath,
  setLanguage,
  splitLanguagePath,
  type Language,
} from '@silkway/i18n';

interface LanguageSwitch {
  /** Moves to the same page in `language` (its prefixed address), stores the choice and re-renders in place. */
  switchLanguage: (language: Language) => void;
}

const LanguageSwitchContext = createContext<LanguageSwitch>({
  switchLanguage: (language) => void setLanguage(language),
});

export const useLanguageSwitch = () => useContext(LanguageSwitchContext);

/**
 * The router of a page whose address carries its language (`/en/…`): the basename is the prefix.
 * Switching rewrites the address and the basename in one render, so nothing mounted below is lost
 * (a tracking result stays on screen).
 */
export function LanguageRouter({
  addressLanguage,
  children,
}: {
  /** The language the address is written in (`/en/…` → `en`; unprefixed → Russian). */
  addressLanguage: Language;
  children: ReactNode;
}) {
  const [language, setRouterLanguage] = useState(addressLanguage);
  const switchLanguage = useCallback((next: Language) => {
    const { path } = splitLanguagePath(window.location.pathname);
    const target = `${localizedPath(next, path)}${window.location.search}${window.location.hash}`;
    window.history.pushState(window.history.state, '', target);
    // The router's own update (from the popstate it hears) and the basename land in the same transition.
    startTransition(() => setRouterLanguage(next));
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    void setLanguage(next);
  }, []);
  const value = useMemo(() => ({ switchLanguage }), [switchLanguage]);
  return (
    <LanguageSwitchContext value={value}>
      <BrowserRouter basename={languageBasename(language)}>{children}</BrowserRouter>
    </LanguageSwitchContext>
  );
}
