import { Button } from '@silkway/ui';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { PHOTO_ACCEPT, readPhotoFiles } from './read-photo-files.js';

interface PhotoPickerProps {
  photos: readonly string[];
  onChange: (photos: string[]) => void;
  /** 5 in the add form, 10 in the edit form and the photo dialog (product.md §9). */
  limit: number;
  /** Names the photos in their alternative texts. */
  itemCode: string;
}

function PhotoThumbnail({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        className="flex size-full items-center justify-center bg-neutral-100 text-neutral-500"
      >
        <ImageOff className="size-6" strokeWidth={2} aria-hidden />
      </span>
    );
  }
  return (
    <img src={src} alt={alt} onError={() => setFailed(true)} className="size-full object-cover" />
  );
}

/** Photo thumbnails with remove buttons and a picker that takes images only, up to the limit. */
export function PhotoPicker({ photos, onChange, limit, itemCode }: PhotoPickerProps) {
  const { t } = useTranslation('admin-orders');
  const input = useRef<HTMLInputElement>(null);
  const [ignored, setIgnored] = useState(0);
  const room = limit - photos.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const read = await readPhotoFiles(files, room);
    setIgnored(read.ignored);
    if (read.dataUrls.length > 0) onChange([...photos, ...read.dataUrls]);
  };

  return (
    <div className="flex flex-col gap-2">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo, index) => (
          <li
            key={`${index}-${photo.slice(-24)}`}
            className="relative aspect-square overflow-hidden rounded-[var(--radius-control)] border border-neutral-200"
          >
            <PhotoThumbnail
              src={photo}
              alt={t('photos.photoAlt', { number: index + 1, code: itemCode })}
            />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, kept) => kept !== index))}
              aria-label={t('itemForm.removePhoto', { number: index + 1 })}
              className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-neutral-700 shadow hover:bg-white hover:text-danger"
            >
              <X className="size-4" strokeWidth={2} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          onChange={(event) => void choose(event)}
          data-testid="photo-input"
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          <ImagePlus strokeWidth={2} aria-hidden />
          {t('itemForm.addPhotos')}
        </Button>
        <span className="text-xs tabular-nums text-neutral-600">
          {photos.length} / {limit} · {t('itemForm.photoHint')}
        </span>
      </div>
      {ignored > 0 && (
        <p role="status" className="text-sm text-signal-700">
          {t('photos.ignored', { count: ignored, limit })}
        </p>
      )}
    </div>
  );
}
