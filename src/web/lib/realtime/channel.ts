// One topic's channel on the shared socket: the specification's states and who listens. The socket
// (client.ts) drives the transitions; this file only keeps them consistent and tells listeners.
import type { ChangePayload, ChannelReason, ChannelState } from '@contracts/realtime';

/**
 * What a screen hears on a topic. `resync`: events may have been missed, refetch once. `joined`: the first
 * join succeeded; data read before `since` (when the join was sent) may have missed events in between.
 */
export type TopicEvent =
  | { type: 'change'; payload: ChangePayload }
  | { type: 'resync' }
  | { type: 'joined'; since: number }
  | { type: 'refused'; reason: ChannelReason };

export type TopicListener = (event: TopicEvent) => void;

/** Join refusals that a new access token may cure; the others (unknown topic, forbidden) are final. */
const curableReasons: ReadonlySet<ChannelReason> = new Set(['unauthorized', 'token_expired']);

export class Channel {
  state: ChannelState = 'closed';
  /** Why the server refused or closed it, while that stands. */
  refusal: ChannelReason | null = null;
  /** The ref of the join or leave waiting for its reply. */
  pendingRef: string | null = null;
  /** True once joined on some connection: the next join may have missed events in between. */
  joinedBefore = false;
  /** The access token the last join presented (a refusal is retried only with another one). */
  joinToken: string | null = null;
  readonly listeners = new Set<TopicListener>();

  /** `changed` tells the client (and through it the screens) that a state moved. */
  constructor(
    readonly topic: string,
    private readonly changed: () => void,
  ) {}

  get wanted() {
    return this.listeners.size > 0;
  }

  /** Should (re)join when the socket is open: wanted, not joined yet, and not refused for good. */
  get needsJoin() {
    if (!this.wanted || this.state === 'joining' || this.state === 'joined') return false;
    return this.refusal === null || curableReasons.has(this.refusal);
  }

  setState(next: ChannelState) {
    if (next === this.state) return;
    this.state = next;
    this.changed();
  }

  emit(event: TopicEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
}
