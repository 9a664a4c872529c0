import { EmptyState } from '@silkway/ui';
import { CircleAlert, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** SPEC §8's message for an address whose id cannot name a record. */
export function InvalidRecordId({ message }: { message: string }) {
  return <EmptyState icon={CircleAlert} title={message} className="bg-white" />;
}

/** What a detail page shows until its content is built. */
export function UpcomingDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return <EmptyState icon={Construction} title={t('detail.upcomingTitle')} description={t('detail.upcomingDescription', { id })} className="bg-white" />;
}
