import type { FieldErrors } from '@aspire/contracts/envelope';

// Apart from the HTTP client, so what only reads failures (the form kit, the status block) does not
// load zod.

/** Marks an ApiFailure in a way every copy of this module recognises (see `Symbol.hasInstance`). */
const API_FAILURE = Symbol.for('aspire.api-failure');

/** A refused or failed call, with the service's message and its field errors. */
export class ApiFailure extends Error {
  /**
   * Each app bundles its own copy of this module, while shared singletons (the form kit, the status
   * block) see failures thrown by a remote's copy: `instanceof` goes by the mark, not by the copy.
   */
  static override [Symbol.hasInstance](value: unknown): value is ApiFailure {
    return typeof value === 'object' && value !== null && API_FAILURE in value;
  }
  readonly [API_FAILURE] = true;
  readonly status: number;
  readonly errors: FieldErrors;
  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** The line shown above a form: the service's message, or a pointer to the fields it named. */
export const failureSummary = (failure: ApiFailure) =>
  failure.status === 400 && Object.keys(failure.errors).length > 0 && failure.message.startsWith('Invalid ')
    ? 'Please correct the fields marked below.'
    : failure.message;
