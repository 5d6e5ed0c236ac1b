/** The `error` text of the contract's error object, by HTTP status. */
export const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Missing permission for action',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition failed',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Unknown',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const UNKNOWN_ERROR_MESSAGE = 'There was a problem with your request. Please contact your administrator.';
export const NO_PERMISSION_MESSAGE = 'You do not have a permission for this action';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What led to it, for the log (a provider's failure behind a 502). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** `<Thing> with id <id> was not found.`, the contract's sentence for a missing record. */
export const notFound = (thing: string, id: number | string) => new HttpError(404, notFoundMessage(thing, id));
export const notFoundMessage = (thing: string, id: number | string) => `${thing} with id ${id} was not found.`;
export const noPermission = () => new HttpError(406, NO_PERMISSION_MESSAGE);
export const preconditionFailed = (message: string) => new HttpError(412, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Whether an error is the HttpError of `status`. */
export const isStatus = (status: number) => (error: unknown) =>
  error instanceof HttpError && error.statusCode === status;

export interface ErrorBody {
  timestamp: string;
  status: number;
  error: string;
  message: string;
  path: string;
}

/** The contract's error object; the timestamp has milliseconds and an explicit +00:00 offset. */
export function errorBody(status: number, message: string, url: string): ErrorBody {
  return {
    timestamp: new Date().toISOString().replace('Z', '+00:00'),
    status,
    error: ERROR_NAMES[status] ?? (status >= 500 ? 'Unknown' : 'Bad Request'),
    message,
    path: url.split('?', 1)[0] ?? url,
  };
}
