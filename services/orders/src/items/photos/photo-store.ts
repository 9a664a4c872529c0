import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { itemMessages } from '@silkway/contracts';
import { SERVICE_CONFIG, ValidationFailedException } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { OrdersConfig } from '../../config.js';
import { announceDiscardedPhotos } from './discarded-photos.js';
import { isDataUrl, isImageDataUrl, isStoredPhotoUrl } from './photo-bytes.js';

export interface KeptPhotos {
  urls: string[];
  /** Set when photos beyond the limit were dropped. */
  notice?: string;
}

/**
 * An item's photos: data URLs are checked (JPG, PNG, GIF by their bytes) and handed to the files
 * service, which stores them in S3; URLs of stored photos are kept as they are; photos beyond
 * `limit` are ignored with a notice (product.md §5 "extra files are ignored").
 */
@Injectable()
export class PhotoStore {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Keeps `photos` and runs `write` with them. Refuses (400, nothing uploaded) when any kept photo
   * is neither an image nor a stored URL. Uploads happen before `write`'s transaction; when an
   * upload or `write` fails, the photos this call stored are discarded, so none is left without an item.
   */
  async keepWhile<T>(
    photos: readonly string[],
    limit: number,
    write: (kept: KeptPhotos) => Promise<T>,
  ): Promise<T> {
    const kept = photos.slice(0, limit);
    for (const photo of kept) {
      const acceptable = isDataUrl(photo) ? isImageDataUrl(photo) : isStoredPhotoUrl(photo);
      if (!acceptable)
        throw new ValidationFailedException({ photos: [itemMessages.photoNotImage] });
    }
    const uploaded: string[] = [];
    try {
      const urls: string[] = [];
      for (const photo of kept) {
        const url = isDataUrl(photo) ? await this.upload(photo) : photo;
        if (url !== photo) uploaded.push(url);
        urls.push(url);
      }
      const ignored = photos.length - kept.length;
      return await write(
        ignored > 0 ? { urls, notice: itemMessages.photosIgnored(limit, ignored) } : { urls },
      );
    } catch (error) {
      if (uploaded.length > 0)
        await this.dataSource.transaction((manager) => announceDiscardedPhotos(manager, uploaded));
      throw error;
    }
  }

  private async upload(dataUrl: string): Promise<string> {
    const response = await fetch(`${this.config.FILES_URL}/internal/photos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-internal-token': this.config.INTERNAL_TOKEN,
      },
      body: JSON.stringify({ dataUrl }),
    }).catch((error: Error) => {
      throw new BadGatewayException(`Хранилище фотографий недоступно: ${error.message}`);
    });
    if (response.status === 400 || response.status === 413) {
      const { message } = (await response.json()) as { message?: string };
      throw new ValidationFailedException({ photos: [message ?? itemMessages.photo] });
    }
    if (!response.ok)
      throw new BadGatewayException(`Хранилище фотографий ответило ${response.status}`);
    const { url } = (await response.json()) as { url: string };
    return url;
  }
}
