import { Button } from '@silkway/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useLocation, useNavigate } from '@silkway/app-frame/router';
import { adminPaths, type AdminTabId } from '../admin-paths.js';

/**
 * Layout of a detail page (counterparty, warehouse): a back button and the title above the content.
 * Back returns to where the administrator came from, or to the page's tab when opened directly.
 */
export function DetailPageFrame({
  title,
  parentTab,
  children,
}: {
  title: string;
  parentTab: AdminTabId;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const openedDirectly = location.key === 'default';

  const goBack = () => {
    if (openedDirectly) navigate(adminPaths.tab(parentTab));
    else navigate(-1);
  };

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
      <div className="mb-6 flex items-center gap-3">
        <Button variant="secondary" size="sm" onClick={goBack}>
          <ArrowLeft strokeWidth={2} aria-hidden />
          {t('detail.back')}
        </Button>
        <h2 className="truncate text-xl font-semibold text-navy-900">{title}</h2>
      </div>
      {children}
    </main>
  );
}
