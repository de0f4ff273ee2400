/** Calls of the administration API tests: one that must succeed (answers its result) and one that must be refused. */
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** Calls in English as `defaultToken` unless an option names another token. */
export function adminCalls(server: TestServer, defaultToken: string) {
  const send = (method: Method, path: string, options: CallOptions = {}) =>
    server.call(method, path, { token: defaultToken, headers: { 'accept-language': 'en' }, ...options });
  /** A call that must succeed; answers its result. */
  const ok = async (method: Method, path: string, options: CallOptions = {}) => {
    const response = await send(method, path, options);
    if (response.body?.success !== true) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.result;
  };
  /** A call that must fail with this status and message. */
  const refused = async (method: Method, path: string, options: CallOptions, status: number, message: RegExp) => {
    const response = await send(method, path, options);
    expect(response.body?.success, `${method} ${path} should fail`).toBe(false);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
    expect(response.body.message).toMatch(message);
  };
  return { send, ok, refused };
}
