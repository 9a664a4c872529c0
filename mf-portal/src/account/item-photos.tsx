import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, TitledDialog } from '@silkway/ui';

/**
 * An item's photos as small thumbnails (loaded when scrolled to); a click opens one large in a
 * dialog, with the item's other photos a step away. The addresses are the portal's own, opened
 * with the client's session.
 */
export function ItemPhotos({ name, photos }: { name: string; photos: readonly string[] }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState<number | null>(null);
  const alt = (index: number) =>
    photos.length > 1
      ? t('account.order.photoNumbered', { name, number: index + 1, count: photos.length })
      : t('account.order.photo', { name });
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length));

  return (
    <>
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('account.order.photos')}>
        {photos.map((photo, index) => (
          <li key={photo} className="shrink-0">
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-[var(--radius-control)] border border-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
              aria-label={t('account.order.openPhoto', { alt: alt(index) })}
            >
              <img
                src={photo}
                alt={alt(index)}
                loading="lazy"
                decoding="async"
                width={80}
                height={80}
                className="size-20 bg-neutral-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <TitledDialog
          open
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={<span className="text-base break-words">{name}</span>}
          description={
            photos.length > 1
              ? t('account.order.photoOf', { number: open + 1, count: photos.length })
              : alt(open)
          }
          closeLabel={t('account.order.closePhoto')}
          className="max-w-3xl gap-3 p-4 sm:p-6"
        >
          <img
            src={photos[open]}
            alt={alt(open)}
            className="max-h-[70dvh] w-full rounded-[var(--radius-control)] bg-neutral-100 object-contain"
          />
          {photos.length > 1 && (
            <div className="flex justify-between gap-2">
              <Button variant="secondary" onClick={() => step(-1)}>
                <ChevronLeft strokeWidth={2} aria-hidden />
                {t('account.order.previousPhoto')}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('account.order.nextPhoto')}
                <ChevronRight strokeWidth={2} aria-hidden />
              </Button>
            </div>
          )}
        </TitledDialog>
      )}
    </>
  );
}
