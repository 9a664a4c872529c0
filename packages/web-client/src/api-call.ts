import {
  type ApiCall,
  type CallInput,
  type CallAnswer,
  type CallBody,
  errorBody,
  type ErrorBody,
  pathOf,
} from '@silkway/contracts';
import type { z } from 'zod';
import { ApiError, apiGet, type ApiRequestOptions, apiSend } from './api-client.js';

type Schema = z.core.$ZodType;

export type { CallInput };

/** What a call of the catalogue answers: the output of its answer schema, or null for 204. */
export type CallOutput<C extends ApiCall> = C['answer'] extends {
  kind: 'json';
  schema: infer S extends Schema;
}
  ? z.output<S>
  : null;

/** The address of a call with its parameters and query filled in (for links and downloads too). */
export function callUrl<C extends ApiCall>(
  call: C,
  input: Pick<CallInput<C>, 'params' | 'query'>,
): string {
  const path = pathOf(call, (input.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

type JsonCall = ApiCall<
  Schema | undefined,
  Schema | undefined,
  Extract<CallBody, { kind: 'json' }> | undefined,
  Extract<CallAnswer, { kind: 'json' | 'empty' }>
>;

export interface CallOptions extends ApiRequestOptions {
  /** Where the gateway is when it is not this page's origin (tests, tools). */
  baseUrl?: string;
}

/**
 * Makes a call of the catalogue (`callApi(api.orders.update, { params: { id }, body })`): the method
 * and address come from the entry, the input and answer are typed by its schemas. A non-OK answer
 * throws ApiError (product.md §8); readErrorBody reads what the server said.
 */
export function callApi<C extends JsonCall>(
  call: C,
  input: CallInput<C>,
  options: CallOptions & { unauthorizedAsEmpty: true },
): Promise<CallOutput<C> | null>;
export function callApi<C extends JsonCall>(
  call: C,
  input: CallInput<C>,
  options?: CallOptions,
): Promise<CallOutput<C>>;
export async function callApi<C extends JsonCall>(
  call: C,
  input: CallInput<C>,
  { baseUrl = '', ...options }: CallOptions = {},
): Promise<CallOutput<C> | null> {
  const url = `${baseUrl}${callUrl(call, input as Pick<CallInput<C>, 'params' | 'query'>)}`;
  if (call.method === 'GET') return apiGet<CallOutput<C>>(url, options);
  return apiSend<CallOutput<C>>(call.method, url, (input as { body?: unknown }).body, options);
}

/** The error answer of the contracts (`{ statusCode, message, fieldErrors?, requestId }`) a failed call carried, if any. */
export function readErrorBody(error: unknown): ErrorBody | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = errorBody.safeParse(JSON.parse(error.responseText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Not JSON (a proxy's error page): the error's own message says more.
    return undefined;
  }
}
