import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { clearAccessToken, getSession } from '../session/session';
import { httpError, networkError, type ApiError } from './api-error';
import { applySessionHeaders } from './request-headers';

const methodOf = (args: string | FetchArgs): string => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET'));

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { arg }) => applySessionHeaders(headers, methodOf(arg)),
});

/**
 * fetchBaseQuery with the session headers, and errors normalised to `{ ...data, httpStatusCode }`
 * so components handle one shape whatever failed. A 401 on a call that sent a token means the
 * token is dead: it is cleared so route guards send the person back to login.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const sentToken = Boolean(getSession().accessToken);
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) {
    return { data: result.data, meta: result.meta };
  }
  const { status } = result.error;
  if (typeof status === 'number') {
    if (status === 401 && sentToken) {
      clearAccessToken();
    }
    return { error: httpError(status, result.error.data), meta: result.meta };
  }
  if (status === 'PARSING_ERROR') {
    return { error: httpError(result.error.originalStatus, result.error.data), meta: result.meta };
  }
  return { error: networkError(result.error.error), meta: result.meta };
};
