import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/types';
import { bearer, dataOf } from './app';

/** The base URL of a listening app. */
export function baseUrl(app: App): string {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** A socket token from POST /users/socket-token. */
export async function socketToken(app: App, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/socket-token', headers: bearer(token) });
  return dataOf<{ socketToken: string }>(res).socketToken;
}

/** Connects like the site does; resolves when connected, rejects with the server's refusal. */
export function connect(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next event of that name, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no "${event}" event within ${ms} ms`));
    }, ms);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler);
  });
}

/** Collects every event of that name (to check that none arrived). */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
