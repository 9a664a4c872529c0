import type { ImportAnswer } from '@silkway/contracts';
import { ApiError } from '@silkway/web-client';

/**
 * Sends the chosen file itself as the request body (docs/spreadsheets-and-documents.md); the
 * server tells CSV from XLSX by the bytes, so the type only has to be one it accepts.
 */
export async function uploadSheet(
  importPath: string,
  file: File,
  dryRun: boolean,
): Promise<ImportAnswer> {
  const response = await fetch(`${importPath}?dryRun=${dryRun}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.name.toLowerCase().endsWith('.csv')
        ? 'text/csv'
        : 'application/octet-stream',
    },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as ImportAnswer;
}
