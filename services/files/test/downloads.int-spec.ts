import { createHmac } from 'node:crypto';
import { fileMessages } from '@silkway/contracts';
import { type FilesTestKit, startFilesTestKit } from './testing/files-test-kit.js';
import { dataUrl, PDF, PNG } from './testing/sample-files.js';

const LINK_SECRET = 'test-file-link-secret-0123456789';

describe('files service: downloads by signed link and by byte range', () => {
  let kit: FilesTestKit;
  let photoId: number;
  let pdfUrl: string;

  beforeAll(async () => {
    kit = await startFilesTestKit({ FILE_LINK_SECRET: LINK_SECRET });
    photoId = (
      await kit.service.call('POST', '/internal/photos', { body: { dataUrl: dataUrl(PNG) } })
    ).body.id;
    const document = await kit.service.call('POST', '/api/admin/orders/3/documents', {
      body: { name: 'CMR.pdf', fileData: dataUrl(PDF, 'application/pdf') },
    });
    pdfUrl = document.body.url;
  });
  afterAll(() => kit?.close());

  const linksTo = async (fileIds: number[], expiresInMinutes = 60) => {
    const answer = await kit.service.call('POST', '/internal/file-links', {
      body: { fileIds, expiresInMinutes },
    });
    expect(answer.statusCode).toBe(201);
    return answer.body.links as Array<{ id: number; url: string; expiresAt: string }>;
  };
  /** A link as an attacker would make one: right shape, any expiry, signed with a guessed key. */
  const linkSignedWith = (key: string, id: number, expires: number) =>
    `/api/files/${id}/shared?expires=${expires}&signature=${createHmac('sha256', key).update(`file:${id}:${expires}`).digest('base64url')}`;

  it('serves a file through a signed link until it expires', async () => {
    const [link] = await linksTo([photoId], 5);
    expect(link?.url).toMatch(
      new RegExp(`^/api/files/${photoId}/shared\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(Date.parse(link!.expiresAt)).toBeGreaterThan(Date.now());
    const opened = await kit.service.call('GET', link!.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawBody.equals(PNG)).toBe(true);

    // The same signature over an expiry already past (the service's own key): refused as expired.
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await kit.service.call('GET', linkSignedWith(LINK_SECRET, photoId, past));
    expect(expired.statusCode).toBe(403);
    expect(expired.body.message).toBe(fileMessages.linkExpired);
  });

  it('refuses a tampered link: another id, a later expiry, another key, no signature', async () => {
    const [link] = await linksTo([photoId]);
    const url = new URL(link!.url, 'http://files');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const tampered = [
      `/api/files/${photoId + 1}/shared?expires=${expires}&signature=${signature}`,
      `/api/files/${photoId}/shared?expires=${expires + 86_400}&signature=${signature}`,
      `/api/files/${photoId}/shared?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      linkSignedWith('silkway-dev-file-link-secret', photoId, expires),
      `/api/files/${photoId}/shared?expires=${expires}`,
      `/api/files/${photoId}/shared`,
    ];
    for (const attempt of tampered) {
      const answer = await kit.service.call('GET', attempt);
      expect({ attempt, status: answer.statusCode, message: answer.body.message }).toEqual({
        attempt,
        status: 403,
        message: fileMessages.linkForged,
      });
    }
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const part = await kit.service.call('GET', pdfUrl, { headers: { range: 'bytes=5-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 5-14/${PDF.length}`,
      'accept-ranges': 'bytes',
      'content-length': '10',
    });
    expect(part.rawBody.equals(PDF.subarray(5, 15))).toBe(true);

    const tail = await kit.service.call('GET', pdfUrl, { headers: { range: 'bytes=-6' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawBody.equals(PDF.subarray(PDF.length - 6))).toBe(true);

    const beyond = await kit.service.call('GET', pdfUrl, {
      headers: { range: `bytes=${PDF.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${PDF.length}`);

    const whole = await kit.service.call('GET', pdfUrl, { headers: { range: 'bytes=0-1,4-5' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawBody.equals(PDF)).toBe(true);
  });

  it('answers 404, not 500, for a file whose object is gone while its row is not yet (a delete that has not committed)', async () => {
    const document = await kit.service.call('POST', '/api/admin/orders/4/documents', {
      body: { name: 'Invoice.pdf', fileData: dataUrl(PDF, 'application/pdf') },
    });
    await kit.removeObjectOf(document.body.url);
    for (const headers of [{}, { range: 'bytes=0-9' }] as Array<Record<string, string>>) {
      const answer = await kit.service.call('GET', document.body.url, { headers });
      expect({ status: answer.statusCode, message: answer.body.message }).toEqual({
        status: 404,
        message: fileMessages.documentNotFound,
      });
    }
  });
});
