import { cn } from '@silkway/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { adminPaths, adminTabIds, type AdminTabId } from '../admin-paths.js';
import { useAdminCan } from '../auth/index.js';
import { tabBadges, tabPermissions, tabPrefetches } from './admin-tabs.js';
import { tabIcons } from './tab-icons.js';

/**
 * The six sections as links, so every tab has its own address (reload and the back button keep it).
 * On a phone the bar scrolls sideways and keeps the current tab in view.
 */
export function TabBar({ activeTab }: { activeTab: AdminTabId }) {
  const { t } = useTranslation('admin');
  const activeLink = useRef<HTMLAnchorElement>(null);
  const can = useAdminCan();
  const queryClient = useQueryClient();
  const shownTabs = adminTabIds.filter((tab) => can(tabPermissions[tab]));
  const prefetch = (tab: AdminTabId) => void tabPrefetches[tab]?.(queryClient);

  // Asked of an observer, which answers after the new tab's screen is laid out and painted: measuring
  // the link here would force that layout at once (scrollIntoView did, 74–161 ms a tab change).
  useEffect(() => {
    const link = activeLink.current;
    if (!link || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 1)
          link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      },
      { root: link.closest('ul'), threshold: 1 },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [activeTab]);

  // Cached data is not asked again (it never goes stale), so this costs one request per tab a session.
  const shownKey = shownTabs.join();
  useEffect(() => {
    for (const tab of shownKey.split(',') as AdminTabId[]) void tabPrefetches[tab]?.(queryClient);
  }, [shownKey, queryClient]);

  return (
    <nav
      aria-label={t('tabs.label')}
      className="sticky top-0 z-10 border-b border-neutral-200 bg-white"
    >
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-2 [scrollbar-width:none] sm:px-4">
        {shownTabs.map((tab) => {
          const Icon = tabIcons[tab];
          const Badge = tabBadges[tab];
          const active = tab === activeTab;
          return (
            <li key={tab} className="shrink-0">
              <Link
                ref={active ? activeLink : undefined}
                to={adminPaths.tab(tab)}
                onPointerEnter={() => prefetch(tab)}
                onFocus={() => prefetch(tab)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 sm:px-4',
                  active
                    ? 'border-signal-600 text-navy-900'
                    : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-navy-800',
                )}
              >
                <Icon className="size-4" strokeWidth={2} aria-hidden />
                {t(`tabs.${tab}`)}
                {Badge ? <Badge /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
