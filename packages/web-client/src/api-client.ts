export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** product.md §7's optional mode: a 401 answer becomes an empty result (`null`) instead of an error. */
  unauthorizedAsEmpty?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** product.md §8: a non-OK answer fails with `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    statusText: string,
  ) {
    super(`${status}: ${responseText || statusText}`);
    this.name = 'ApiError';
  }
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

/** The page's language (its `<html lang>`), so that a refusal is answered in the words the page shows. */
function pageLanguageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

async function request<T>(
  method: 'GET' | WriteMethod,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<T | null> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...pageLanguageHeader(),
    ...options.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (response.status === 401 && options.unauthorizedAsEmpty) return null;
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await parseBody(response)) as T | null;
}

/** A read: GET with cookies, the answer parsed as JSON. */
export function apiGet<T>(
  path: string,
  options: ApiRequestOptions & { unauthorizedAsEmpty: true },
): Promise<T | null>;
export function apiGet<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export function apiGet<T>(path: string, options: ApiRequestOptions = {}): Promise<T | null> {
  return request<T>('GET', path, undefined, options);
}

/** A write: the body is sent as JSON; the answer, if any, is parsed (`null` when empty). */
export function apiSend<T = unknown>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T | null> {
  return request<T>(method, path, body, options);
}
