import { MAX_ITEM_PHOTOS, type ItemAnswer } from '@silkway/contracts';
import { Button, DialogFooter, TitledDialog } from '@silkway/ui';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useSaveItemPhotos } from '../data/order-mutations.js';
import { PhotoPicker } from './photo-picker.js';

/** The photos of a sent or delivered item: up to 10, saved together. */
export function ItemPhotosDialog({
  item,
  onOpenChange,
}: {
  item: ItemAnswer;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const [photos, setPhotos] = useState<string[]>(item.photos);
  const savePhotos = useSaveItemPhotos(item.id);

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={t('photos.title', { code: item.code })}
      description={t('photos.description', { count: MAX_ITEM_PHOTOS })}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
    >
      {photos.length === 0 && <p className="text-sm text-neutral-600">{t('photos.empty')}</p>}
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        limit={MAX_ITEM_PHOTOS}
        itemCode={item.code}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('photos.cancel')}
        </Button>
        <Button
          disabled={savePhotos.isPending}
          onClick={() => savePhotos.mutate(photos, { onSuccess: () => onOpenChange(false) })}
        >
          {savePhotos.isPending ? t('photos.saving') : t('photos.save')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
