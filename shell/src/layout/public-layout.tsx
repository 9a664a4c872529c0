import { useEffect } from 'react';
import { Outlet, useLocation } from '@silkway/app-frame/router';
import { MessengerLinks } from './messenger-links.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

const HASH_TARGET_WAIT_MS = 3000;

/** New pages start at the top; `/#process` waits for the remote to render the anchor, then scrolls to it. */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const giveUpAt = Date.now() + HASH_TARGET_WAIT_MS;
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: 'smooth' });
      else if (Date.now() < giveUpAt) frame = requestAnimationFrame(scrollWhenPresent);
    };
    scrollWhenPresent();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

export function PublicLayout() {
  useScrollOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      <MessengerLinks placement="floating" />
    </div>
  );
}
