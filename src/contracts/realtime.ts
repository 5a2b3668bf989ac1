import { z } from 'zod';

/*
 * The realtime channel (/api/realtime, one WebSocket per browser tab): Phoenix-channel frames, as Supabase
 * Realtime speaks them, multiplexing topics over one connection. Events say *what changed* (a kind, an id, an
 * operation), never personal data: a screen that cares refetches through the normal API, which applies its own
 * authorization. The timings are the product specification's.
 */

export const REALTIME_PATH = '/api/realtime';

export const realtimeTimings = {
  /** The client sends a heartbeat this often… */
  heartbeatMs: 25_000,
  /** …and a heartbeat, join or leave without a reply within this is a failure (→ errored, reconnect). */
  timeoutMs: 10_000,
  /** Reconnect delays after the 1st, 2nd, 3rd… failure; the last repeats. */
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const;

export const channelStates = ['closed', 'joining', 'joined', 'leaving', 'errored'] as const;
export type ChannelState = (typeof channelStates)[number];

/** The socket's own topic (heartbeats, the access token for every channel). */
export const SOCKET_TOPIC = 'phoenix';

/**
 * Topics. Admin topics need an admin session (aal2 where requireAdmin demands it). `user:<id>` needs that
 * user's session. `payment:<reference>` and `plan:<token>` are authorized by the opaque value itself, as the
 * public status pages are.
 */
export const adminTopics = [
  'admin:appointments',
  'admin:stays',
  'admin:leads',
  'admin:payments',
  'admin:diagnostic',
  'admin:analytics',
] as const;
export type AdminTopic = (typeof adminTopics)[number];

export const topicSchema = z
  .string()
  .max(200)
  .regex(
    /^(phoenix|admin:[a-z]+|user:[0-9a-f-]{36}|payment:[A-Za-z0-9_-]{8,120}|plan:[A-Za-z0-9_-]{8,120})$/,
  );

export const userTopic = (userId: string) => `user:${userId}`;
export const paymentTopic = (reference: string) => `payment:${reference}`;
export const planTopic = (token: string) => `plan:${token}`;

/** What changed. The kinds map to the admin lists and the visitor's screens that show them. */
export const changeKinds = [
  'appointment',
  'stay',
  'lead',
  'payment',
  'plan',
  'diagnostic',
  'visitors',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

export const changePayloadSchema = z.object({
  kind: z.enum(changeKinds),
  /** The row's id (or, for visitors now, absent). */
  id: z.string().max(200).optional(),
  op: z.enum(['insert', 'update', 'delete']).optional(),
  /** Only for kind 'visitors': the count of visitors in the last 5 minutes. */
  count: z.number().int().min(0).optional(),
});
export type ChangePayload = z.infer<typeof changePayloadSchema>;

/** Client → server. `ref` is the client's counter, echoed in the reply. */
export const clientFrameSchema = z.discriminatedUnion('event', [
  z.object({
    topic: topicSchema,
    event: z.literal('phx_join'),
    payload: z.object({ access_token: z.string().max(8192).optional() }).strict(),
    ref: z.string().max(40),
  }),
  z.object({
    topic: topicSchema,
    event: z.literal('phx_leave'),
    payload: z.object({}).strict(),
    ref: z.string().max(40),
  }),
  z.object({
    topic: z.literal(SOCKET_TOPIC),
    event: z.literal('heartbeat'),
    payload: z.object({}).strict(),
    ref: z.string().max(40),
  }),
  /**
   * A refreshed access token for every joined channel (auth-js refreshed it). The server re-checks each
   * token-bound channel with it (extended, or closed with a reason) and replies ok to the ref.
   */
  z.object({
    topic: z.literal(SOCKET_TOPIC),
    event: z.literal('access_token'),
    payload: z.object({ access_token: z.string().max(8192) }).strict(),
    ref: z.string().max(40),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Why a join failed or a channel was closed by the server. */
export const channelReasons = [
  'unknown_topic',
  'forbidden',
  'unauthorized',
  'token_expired',
  'server_shutdown',
] as const;
export type ChannelReason = (typeof channelReasons)[number];

/** Server → client. */
export const serverFrameSchema = z.discriminatedUnion('event', [
  z.object({
    topic: topicSchema,
    event: z.literal('phx_reply'),
    payload: z.object({
      status: z.enum(['ok', 'error']),
      response: z.object({ reason: z.enum(channelReasons).optional() }),
    }),
    ref: z.string(),
  }),
  z.object({ topic: topicSchema, event: z.literal('change'), payload: changePayloadSchema }),
  /** Events may have been missed (the server lost its database listener): refetch once. */
  z.object({ topic: topicSchema, event: z.literal('resync'), payload: z.object({}) }),
  /** The server closed this channel (an expired token, shutdown); the client may rejoin with a new token. */
  z.object({
    topic: topicSchema,
    event: z.literal('phx_close'),
    payload: z.object({ reason: z.enum(channelReasons) }),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** WebSocket close codes the server uses. */
export const realtimeCloseCodes = {
  /** A frame that is not JSON or not a known frame: RFC 6455's protocol error. */
  protocolError: 1002,
  /** No heartbeat for longer than heartbeat + timeout. */
  heartbeatTimeout: 4000,
  /** The server is shutting down; reconnect on the schedule. */
  goingAway: 1001,
  /** More frames waiting for an answer than any client needs (a flood): RFC 6455's policy violation. */
  policyViolation: 1008,
} as const;

/**
 * Largest frame the server reads (bytes); a bigger one closes the socket with a protocol error (1002). Far
 * bigger frames (over four times this) are cut off by the WebSocket layer itself with 1009 (message too big).
 */
export const MAX_FRAME_BYTES = 16 * 1024;
