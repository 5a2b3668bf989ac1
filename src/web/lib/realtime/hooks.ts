// React's side of the realtime socket: one client per tab, created on first use, fed the signed-in
// person's access token. Only admin, dashboard and payment screens import this file (public pages must not
// grow), so it is its own chunk.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { REALTIME_PATH, type ChannelState } from '@contracts/realtime';
import { useAuth } from '../auth';
import { loadAuthClient } from '../auth-client';
import type { TopicEvent } from './channel';
import { RealtimeClient, type ConnectionState } from './client';

let signedIn = false;
let client: RealtimeClient | null = null;

/** Signed in: the auth client's session (getSession refreshes an expired token first); otherwise none. */
async function currentAccessToken(): Promise<string | null> {
  if (!signedIn) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

/** The tab's realtime client; its socket opens when the first screen subscribes. */
export function realtimeClient(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient({
    url: () =>
      `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`,
    createSocket: (url, on) => {
      const socket = new WebSocket(url);
      socket.onopen = () => on.open();
      socket.onmessage = (event) => on.message(event.data);
      socket.onclose = () => on.close();
      return socket;
    },
    accessToken: currentAccessToken,
  });
  // Back online: try at once rather than waiting out the 10 s step of the schedule.
  window.addEventListener('online', () => created.reconnectNow());
  client = created;
  return created;
}

/** Keeps the client's token in step with auth-js (TOKEN_REFRESHED gives a new session, hence a new token). */
function useAccessTokenSync() {
  const { session } = useAuth();
  const token = session?.access_token ?? null;
  useEffect(() => {
    signedIn = token !== null;
    realtimeClient().updateAccessToken(token);
  }, [token]);
}

/**
 * Listens on `topic` (null: nothing) for as long as the component is mounted; returns the channel's state,
 * so a screen can fall back to polling while it is not `joined`.
 */
export function useRealtimeTopic(topic: string | null, onEvent: (event: TopicEvent) => void): ChannelState {
  useTopics(topic ? [topic] : [], onEvent);
  return useSyncExternalStore(
    (listener) => realtimeClient().onStateChange(listener),
    () => (topic ? realtimeClient().channelState(topic) : 'closed'),
    () => 'closed',
  );
}

/** The connection as the admin header shows it. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => realtimeClient().onStateChange(listener),
    () => realtimeClient().connectionState(),
    () => 'idle',
  );
}

/** Debounce of invalidations: a burst of events (a bulk import, a resync) becomes one refetch. */
export const INVALIDATE_DEBOUNCE_MS = 300;

/**
 * Refetches the given queries (prefixes) after events on any of `topics`, at most once per
 * INVALIDATE_DEBOUNCE_MS. Refused joins only leave the screen as it is (it still loads on its own).
 */
export function useRealtimeInvalidate(topics: readonly string[], keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const keysRef = useRef(keys);
  useEffect(() => {
    keysRef.current = keys;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onEvent = (event: TopicEvent) => {
    if (event.type === 'refused' || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      for (const queryKey of keysRef.current) void queryClient.invalidateQueries({ queryKey });
    }, INVALIDATE_DEBOUNCE_MS);
  };
  useTopics(topics, onEvent);
}

/** Subscribes to each topic while mounted, with the latest `onEvent` (a new list re-subscribes). */
function useTopics(topics: readonly string[], onEvent: (event: TopicEvent) => void) {
  useAccessTokenSync();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const joined = topics.join(',');
  useEffect(() => {
    if (!joined) return;
    const stops = joined
      .split(',')
      .map((topic) => realtimeClient().subscribe(topic, (e) => latest.current(e)));
    return () => stops.forEach((stop) => stop());
  }, [joined]);
}
