/** product.md §2.10: the picker offers images, PDF, DOC, DOCX and TXT; the server judges the bytes. */
export const DOCUMENT_ACCEPT = [
  'image/*',
  '.pdf',
  'application/pdf',
  '.doc',
  'application/msword',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt',
  'text/plain',
].join(',');

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
};

/** The short type a document row shows: 'PDF', 'DOCX', 'PNG'… from the type found in its bytes. */
export function documentTypeLabel(mimeType: string): string {
  return typeLabels[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/** The name a download is saved under: the document's name, with its type's extension when it has none. */
export function downloadFileName(name: string, mimeType: string): string {
  return /\.[A-Za-z0-9]{1,5}$/.test(name)
    ? name
    : `${name}.${documentTypeLabel(mimeType).toLowerCase()}`;
}

/** Saves a stored file through the browser: fetched with the session cookie, then handed over as a blob. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
