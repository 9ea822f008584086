// The one way the client talks to the server (spec §7, §8): JSON with credentials; a
// non-ok response becomes an ApiError whose message is "<status>: <body or status text>".
import type { z } from 'zod';
import type { ErrorDetail } from '../../contract/errors';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error code (VALIDATION_FAILED, ...) when the body had one. */
    readonly code: string | null,
    /** The server's own message, for showing beside a field or in a toast. */
    readonly serverMessage: string | null,
    /** Per-field problems of a 400 (path "body.loanAmount" and the rule), parsed from the body. */
    readonly details: readonly ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec §8: status code, a colon and a space, then the body text (or the status text if empty). */
export function errorMessageFor(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const bodyText = await response.text().catch(() => '');
  let code: string | null = null;
  let serverMessage: string | null = null;
  let details: ErrorDetail[] = [];
  try {
    // Checked by hand: zod stays out of the first-render bundle.
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && 'message' in parsed) {
      code = String(parsed.code);
      serverMessage = String(parsed.message);
      if ('details' in parsed && Array.isArray(parsed.details)) details = parsed.details.filter(isDetail);
    }
  } catch {
    // Not JSON: keep the raw text in the message only.
  }
  return new ApiError(errorMessageFor(response.status, response.statusText, bodyText), response.status, code, serverMessage, details);
}

/** The server's own words for a refusal the user can act on (a 400 such as too long, a 429 too fast); else null. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 429) ? error.serverMessage : null;
}

function isDetail(value: unknown): value is ErrorDetail {
  return !!value && typeof value === 'object' && typeof (value as ErrorDetail).path === 'string' && typeof (value as ErrorDetail).message === 'string';
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export async function apiRequest(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Request and parse the JSON answer with a contract schema. */
export async function apiJson<T>(schema: z.ZodType<T>, method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  return schema.parse(await response.json());
}

export const apiGet = <T>(schema: z.ZodType<T>, path: string, options?: RequestOptions) => apiJson(schema, 'GET', path, undefined, options);
export const apiPost = <T>(schema: z.ZodType<T>, path: string, body: unknown, options?: RequestOptions) =>
  apiJson(schema, 'POST', path, body, options);
