// Pushed updates of one payment or plan status page (`payment:<reference>`, `plan:<reference>`): an event
// refetches the status; polling stays the fallback for as long as the channel is not joined.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchAfterChange, useRealtimeTopic } from '@web/lib/realtime/hooks';

/** Listens on `topic` and refetches `queryKey` on its events; true while joined (the page may stop polling). */
export function useLiveStatus(topic: string, queryKey: QueryKey): boolean {
  const client = useQueryClient();
  const state = useRealtimeTopic(topic, (event) => {
    // The first join is covered below (refetch once joined).
    if (event.type === 'change' || event.type === 'resync') void refetchAfterChange(client, queryKey);
  });
  const joined = state === 'joined';
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    // A change between the page's first answer and the join would otherwise go unseen.
    if (joined) void refetchAfterChange(client, JSON.parse(key) as QueryKey);
  }, [joined, key, client]);
  return joined;
}
