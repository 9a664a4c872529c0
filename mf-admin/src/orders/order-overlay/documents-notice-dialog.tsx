import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@silkway/ui';
import { useTranslation } from 'react-i18next';

/** The order's folders and documents come with the documents issue; until then the button says so. */
export function DocumentsNoticeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialogClose')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('documents.title')}</DialogTitle>
          <DialogDescription>{t('documents.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('documents.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
