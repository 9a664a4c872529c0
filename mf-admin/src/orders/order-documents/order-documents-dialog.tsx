import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { OwnerDocumentsPanel } from '../../owner-documents/index.js';

interface OrderDocumentsDialogProps {
  orderId: number;
  orderName: string;
  onOpenChange: (open: boolean) => void;
}

/** The order's folders and documents (product.md §2.10), stored by the files service. */
export function OrderDocumentsDialog({
  orderId,
  orderName,
  onOpenChange,
}: OrderDocumentsDialogProps) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialogClose')} className="max-w-2xl" fillsPhoneScreen>
        <DialogHeader>
          <DialogTitle>{t('documents.title')}</DialogTitle>
          <DialogDescription>{t('documents.description', { name: orderName })}</DialogDescription>
        </DialogHeader>
        <OwnerDocumentsPanel owner={{ kind: 'orders', id: orderId }} />
      </DialogContent>
    </Dialog>
  );
}
