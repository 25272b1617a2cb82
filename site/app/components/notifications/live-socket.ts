import { io, type Socket } from 'socket.io-client';
import type { LiveNotification } from './live-types';

/**
 * The socket of a signed-in tab (loaded on demand: visitors never download socket.io-client).
 * Every connection attempt, the first and each reconnection, asks the site for a fresh
 * single-use socket token (60 s), so an expired token never blocks a reconnect. When the site
 * says nobody is signed in any more, the socket stops trying.
 */
const MAX_REFUSALS = 5;
const RETRY_MS = 5_000;

export function connectNotifications(lang: string, onNotification: (n: LiveNotification) => void): () => void {
  let signedOut = false;
  let refusals = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const socket: Socket = io({
    path: '/socket.io',
    autoConnect: false,
    auth: (send) => {
      void socketToken().then((token) => {
        signedOut = token === null;
        send(token ? { token, lang } : {});
      });
    },
  });
  socket.on('notification', onNotification);
  // The page says when it is live (the e2e tests wait for it before staff act).
  socket.on('connect', () => {
    refusals = 0;
    document.documentElement.dataset.live = 'connected';
  });
  socket.on('disconnect', () => {
    delete document.documentElement.dataset.live;
  });
  // A refusal by the server (not a network failure, which socket.io retries itself) is tried again
  // a few times with a new token, then given up; a signed-out tab stops at once.
  socket.on('connect_error', () => {
    if (signedOut) {
      socket.disconnect();
      return;
    }
    if (!socket.active && refusals < MAX_REFUSALS) {
      refusals += 1;
      retry = setTimeout(() => socket.connect(), RETRY_MS * refusals);
    }
  });
  socket.connect();
  return () => {
    clearTimeout(retry);
    socket.off('notification', onNotification);
    socket.disconnect();
  };
}

async function socketToken(): Promise<string | null> {
  try {
    const res = await fetch('/resources/socket-token', { method: 'POST', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { socketToken: string | null };
    return body.socketToken;
  } catch {
    return null;
  }
}
