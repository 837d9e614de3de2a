import { errorText, isApiError, isUnauthorized } from './api-error';

describe('errorText', () => {
  it("prefers the server's message from the parsed body", () => {
    expect(errorText({ status: 409, message: '409: {"message":"Already a member"}', data: { message: 'Already a member' } }, 'x')).toBe(
      'Already a member',
    );
  });

  it('reads the message from the JSON after "{status}: " when no parsed body is kept', () => {
    expect(errorText({ status: 403, message: '403: {"message":"Only the creator can delete"}' }, 'x')).toBe('Only the creator can delete');
  });

  it('falls back for plain-text bodies, non-api errors and nothing at all', () => {
    expect(errorText({ status: 500, message: '500: Internal Server Error' }, 'Failed to logout')).toBe('Failed to logout');
    expect(errorText(new Error('boom'), 'Failed to logout')).toBe('Failed to logout');
    expect(errorText(undefined, 'Failed to logout')).toBe('Failed to logout');
  });

  it('recognises the api error shape', () => {
    expect(isApiError({ status: 400, message: '400: x' })).toBe(true);
    expect(isApiError({ status: 'FETCH_ERROR', error: 'x' })).toBe(false);
  });

  it('tells a 401 (already toasted and redirecting) from other failures', () => {
    expect(isUnauthorized({ status: 401, message: '401: Unauthorized' })).toBe(true);
    expect(isUnauthorized({ status: 403, message: '403: Forbidden' })).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});
