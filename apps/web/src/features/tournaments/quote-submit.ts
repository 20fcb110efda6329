// A quote request's submit (quote-form.tsx loads it lazily): the shared schema and the API call.
export { QuoteRequestBodySchema } from '@sideline/shared';
export { requestQuote } from './api/tournaments-api';
export { issuesToErrors } from './form-errors';
