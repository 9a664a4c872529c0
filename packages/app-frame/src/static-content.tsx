import { useState, type ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useHydrated } from './use-hydrated.js';

const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * Text, lists and icons with nothing to click or update, in one element (`as`). When the page is taken
 * over, React keeps what the server rendered here instead of hydrating it: an element with
 * `dangerouslySetInnerHTML` is a leaf to React, so its server children are neither walked nor compared
 * (docs/public-site.md, "Static sections keep their prerendered markup."). Its children render in the
 * browser when it mounts without server markup (a client-side navigation) and when the visitor
 * switches the language in place, so they must depend on the language only: no links, buttons or
 * fetched figures inside.
 */
export function StaticContent({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children: ReactNode;
}) {
  // The server snapshot is read only while hydrating (and on the server, which renders the children).
  const hydrating = !useHydrated();
  const { i18n } = useTranslation();
  const [serverLanguage] = useState(() =>
    hydrating && typeof document !== 'undefined' ? i18n.language : null,
  );
  if (serverLanguage === i18n.language) {
    return (
      <Tag
        key="server"
        className={className}
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="browser" className={className}>
      {children}
    </Tag>
  );
}
