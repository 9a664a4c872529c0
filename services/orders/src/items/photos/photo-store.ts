import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { api, itemMessages } from '@silkway/contracts';
import {
  answerOr,
  type InternalCallError,
  InternalCallRefusedError,
  type InternalClient,
  SERVICE_CONFIG,
  ValidationFailedException,
} from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { OrdersConfig } from '../../config.js';
import { internalClientOf } from '../../internal-calls.js';
import { announceDiscardedPhotos } from './discarded-photos.js';
import { isDataUrl, isImageDataUrl, isStoredPhotoUrl } from './photo-bytes.js';

/** The files service, which keeps the photos, gave no answer. */
export const photoStorageUnavailable = (failure: InternalCallError): BadGatewayException =>
  new BadGatewayException(`Хранилище фотографий недоступно: ${failure.message}`);

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
  private readonly internal: InternalClient;

  constructor(
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.internal = internalClientOf(config);
  }

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
    const { url } = await answerOr(
      this.internal.call(api.internal.storePhoto, { body: { dataUrl } }),
      // The files service judges the bytes: its refusal is the photo's, said as it said it.
      (failure) =>
        failure instanceof InternalCallRefusedError && [400, 413].includes(failure.status)
          ? new ValidationFailedException({ photos: [failure.body?.message ?? itemMessages.photo] })
          : photoStorageUnavailable(failure),
    );
    return url;
  }
}
