// React's side of the realtime socket: one client per tab, created on first use, following the auth
// client's token. Only admin, dashboard and payment screens import this file (public pages must not
// grow), so it is its own chunk.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { REALTIME_PATH, type ChannelState } from '@contracts/realtime';
import { authClientNeededAtStart, loadAuthClient, whenAuthClientWanted } from '../auth-client';
import { batched } from './batch';
import type { TopicEvent } from './channel';
import { RealtimeClient, type ConnectionState } from './client';

let client: RealtimeClient | null = null;
/** True once this tab uses the auth client (someone is or was signed in): joins then carry a token. */
let authInUse = false;

/**
 * The signed-in person's access token (getSession refreshes an expired one first); null for a visitor who
 * never signed in, without loading the auth client's code for them.
 */
async function currentAccessToken(): Promise<string | null> {
  if (!authInUse && !authClientNeededAtStart()) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

/** Follows auth-js: a refreshed token (TOKEN_REFRESHED), a sign-in or a sign-out reach the socket. */
function followAuth(realtime: RealtimeClient) {
  const attach = () => {
    stopWaiting();
    authInUse = true;
    loadAuthClient().then(
      (auth) =>
        // Outside auth-js's callback: a join reads the session, which waits for the lock the callback holds.
        auth.onAuthStateChange((_event, session) => {
          const token = session?.access_token ?? null;
          setTimeout(() => realtime.updateAccessToken(token), 0);
        }),
      () => {}, // Not loaded: joins go without a token; a later sign-in loads it and calls attach again.
    );
  };
  const stopWaiting = whenAuthClientWanted(attach);
  if (authClientNeededAtStart()) attach();
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
  followAuth(created);
  // Back online: try at once rather than waiting out the 10 s step of the schedule.
  window.addEventListener('online', () => created.reconnectNow());
  client = created;
  return created;
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
 * Refetches `queryKey` after a change. A request already running is not cancelled (an aborted request is noise
 * in the network log and wasted work), but it may have started before the change committed: then one more
 * fetch follows it. A fetch waiting out its retry delay after failures (the server was down) holds no request
 * and could wait for seconds: it is replaced by a fresh fetch at once.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const running = client
    .getQueryCache()
    .findAll({ queryKey })
    .filter((query) => query.state.fetchStatus === 'fetching');
  if (running.some((query) => query.state.fetchFailureCount > 0)) {
    await client.invalidateQueries({ queryKey });
    return;
  }
  await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (running.length > 0) await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

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
  const [batch] = useState(() =>
    batched(() => {
      for (const queryKey of keysRef.current) void refetchAfterChange(queryClient, queryKey);
    }, INVALIDATE_DEBOUNCE_MS),
  );
  useEffect(() => () => batch.cancel(), [batch]);
  useTopics(topics, (event) => {
    if (event.type === 'joined') {
      // Data read before the join was sent may have missed events (the first join can come long after the
      // screen loaded, when the server was away): refetch those; data read since then is current.
      for (const queryKey of keysRef.current)
        void queryClient.invalidateQueries(
          {
            queryKey,
            predicate: (query) =>
              query.state.fetchStatus === 'idle' &&
              query.state.dataUpdatedAt > 0 &&
              query.state.dataUpdatedAt < event.since,
          },
          { cancelRefetch: false },
        );
    } else if (event.type !== 'refused') batch.trigger();
  });
}

/** Subscribes to each topic while mounted, with the latest `onEvent` (a new list re-subscribes). */
function useTopics(topics: readonly string[], onEvent: (event: TopicEvent) => void) {
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
