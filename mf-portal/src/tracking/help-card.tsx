import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { Headset } from 'lucide-react';
import { Button, Card, IconBadge } from '@silkway/ui';

export function HelpCard() {
  const { t } = useTranslation('portal');
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <IconBadge icon={Headset} className="shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold text-navy-900">{t('help.title')}</h2>
        <p className="text-sm text-neutral-600">{t('help.text')}</p>
      </div>
      <Button asChild variant="secondary" className="self-start sm:self-center">
        <Link to="/contact">{t('help.contact')}</Link>
      </Button>
    </Card>
  );
}
