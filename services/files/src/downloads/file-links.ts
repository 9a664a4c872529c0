import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { api, pathOf } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { FilesConfig } from '../config.js';

export type LinkVerdict = 'valid' | 'expired' | 'forged';

/**
 * Signed, expiring links to one stored file, for answers anyone may read: an HMAC-SHA256 over the
 * file id and the expiry (Unix seconds) with FILE_LINK_SECRET. Without the secret a link can be
 * neither made nor stretched; ids alone open nothing (downloads by id need an admin session).
 */
@Injectable()
export class FileLinks {
  private readonly secret: string;

  constructor(@Inject(SERVICE_CONFIG) config: FilesConfig) {
    this.secret = config.FILE_LINK_SECRET;
  }

  /** The shared-download address with `?expires=…&signature=…`, valid until `expiresAt`. */
  linkTo(fileId: number, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const path = pathOf(api.downloads.shared, { id: fileId });
    return `${path}?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  verify(fileId: number, expires: number, signature: string, now = new Date()): LinkVerdict {
    const expected = Buffer.from(this.signature(fileId, expires));
    const presented = Buffer.from(signature);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
      return 'forged';
    return expires * 1000 > now.getTime() ? 'valid' : 'expired';
  }

  private signature(fileId: number, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`file:${fileId}:${expires}`)
      .digest('base64url');
  }
}
