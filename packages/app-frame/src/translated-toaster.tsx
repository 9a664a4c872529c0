import { useTranslation } from '@silkway/i18n/react';
import { Toaster } from '@silkway/ui';

export default function TranslatedToaster() {
  const { t } = useTranslation();
  return <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />;
}
