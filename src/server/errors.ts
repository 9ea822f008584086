// The one error type services throw; the error plugin turns it into the response.
import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '../contract/errors';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You can only act on your own data') => new AppError('FORBIDDEN', message);
