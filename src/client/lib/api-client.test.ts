import { describe, expect, it } from 'vitest';
import { errorMessageFor, toApiError } from './api-client';

describe('API client errors (spec §8)', () => {
  it('formats "<status>: <body>"', () => {
    expect(errorMessageFor(400, 'Bad Request', '{"message":"x"}')).toBe('400: {"message":"x"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(errorMessageFor(503, 'Service Unavailable', '')).toBe('503: Service Unavailable');
  });

  it('carries the server code and message from a JSON error body', async () => {
    const body = JSON.stringify({ message: 'Plan name is required', code: 'VALIDATION_FAILED' });
    const error = await toApiError(new Response(body, { status: 400, statusText: 'Bad Request' }));
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.serverMessage).toBe('Plan name is required');
  });

  it('carries the per-field details of a 400', async () => {
    const details = [{ path: 'body.loanAmount', message: 'Loan amount must be more than $0' }, { path: 7, message: 'not a detail' }];
    const body = JSON.stringify({ message: 'Invalid request', code: 'VALIDATION_FAILED', details });
    const error = await toApiError(new Response(body, { status: 400, statusText: 'Bad Request' }));
    expect(error.details).toEqual([{ path: 'body.loanAmount', message: 'Loan amount must be more than $0' }]);
    expect(error.message).toBe(`400: ${body}`);
  });

  it('keeps a non-JSON body as text', async () => {
    const error = await toApiError(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('502: upstream down');
    expect(error.code).toBeNull();
    expect(error.details).toEqual([]);
  });
});
