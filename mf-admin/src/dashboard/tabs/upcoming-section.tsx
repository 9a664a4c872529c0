import { EmptyState } from '@silkway/ui';
import { useTranslation } from 'react-i18next';
import type { AdminTabId } from '../../admin-paths';
import { tabIcons } from '../tab-icons';

/** What a tab shows until its section is built: a quiet empty state naming the section. */
export function UpcomingSection({ tab }: { tab: AdminTabId }) {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      icon={tabIcons[tab]}
      title={t('upcoming.title', { section: t(`tabs.${tab}`) })}
      description={t('upcoming.description')}
      className="bg-white"
    />
  );
}
