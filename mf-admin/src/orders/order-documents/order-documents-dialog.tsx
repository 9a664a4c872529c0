import { TitledDialog } from '@silkway/ui';
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
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={t('documents.title')}
      description={t('documents.description', { name: orderName })}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
      fillsPhoneScreen
    >
      <OwnerDocumentsPanel owner={{ kind: 'orders', id: orderId }} />
    </TitledDialog>
  );
}
