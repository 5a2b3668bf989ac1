/*
 * La Mansión alongside other channels (issue 20, ADR 043): iCal feeds imported every 15 minutes, the private
 * export feed, the collisions between a direct stay and an imported reservation, and Airbnb's reservations CSV.
 */
import { z } from 'zod';
import { calendarErrorCodes } from './calendar-errors';

export const rentalChannels = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type RentalChannel = (typeof rentalChannels)[number];

/** A feed URL: http(s), at most 2 000 characters (what the owner pastes from the channel's export screen). */
export const feedInputSchema = z.object({
  name: z.string().trim().min(1, 'required').max(80, 'too_long'),
  channel: z.enum(rentalChannels).default('airbnb'),
  url: z
    .string()
    .trim()
    .max(2000, 'too_long')
    .pipe(z.url({ protocol: /^https?$/, error: 'invalid_url' })),
});
export type FeedInput = z.input<typeof feedInputSchema>;

export const feedErrorCodeSchema = z.enum(calendarErrorCodes);

export const calendarFeedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(rentalChannels),
  url: z.string(),
  createdAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'error']).nullable(),
  lastErrorCode: feedErrorCodeSchema.nullable(),
  lastErrorDetail: z.string().nullable(),
  lastEventCount: z.number().int().nullable(),
  /** Nights this feed currently blocks from today on. */
  upcomingNights: z.number().int(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A live direct stay on nights an import shows as reserved: the owner must settle it with one guest. */
export const syncConflictSchema = z.object({
  id: z.uuid(),
  stayId: z.uuid(),
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  stayStatus: z.string(),
  feedName: z.string(),
  /** The imported event's nights, [from, to). */
  from: z.string(),
  to: z.string(),
  detectedAt: z.string(),
});
export type SyncConflict = z.infer<typeof syncConflictSchema>;

export const feedsAnswerSchema = z.object({
  feeds: z.array(calendarFeedSchema),
  conflicts: z.array(syncConflictSchema),
});
export type FeedsAnswer = z.infer<typeof feedsAnswerSchema>;

/** The export feed: whether one exists and since when; the URL itself only in the answer that creates it. */
export const exportFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type ExportFeed = z.infer<typeof exportFeedSchema>;

/** Airbnb's reservations CSV, as text (a file the owner picks; under the API's 1 MB body limit). */
export const MAX_RESERVATIONS_CSV_CHARS = 900_000;
export const reservationsCsvRequestSchema = z.object({
  csv: z.string().min(1, 'required').max(MAX_RESERVATIONS_CSV_CHARS, 'too_long'),
});

/** Why a row of the CSV cannot be imported (the web says it in the owner's language). */
export const csvRowErrorCodes = [
  'missing_code',
  'duplicate_code',
  'missing_status',
  'missing_guest',
  'bad_start_date',
  'bad_end_date',
  'dates_order',
  'bad_nights',
  'bad_booked_date',
  'bad_earnings',
  'bad_currency',
] as const;
export type CsvRowErrorCode = (typeof csvRowErrorCodes)[number];

/** Why the file as a whole cannot be read. */
export const csvFileErrorCodes = ['unreadable', 'empty', 'missing_columns'] as const;

export const csvReservationSchema = z.object({
  confirmationCode: z.string(),
  status: z.string(),
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  bookedOn: z.string().nullable(),
  earningsMinor: z.number().int(),
  currency: z.string(),
});
export type CsvReservation = z.infer<typeof csvReservationSchema>;

export const csvPreviewRowSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  confirmationCode: z.string(),
  reservation: csvReservationSchema.nullable(),
  errors: z.array(z.object({ column: z.string(), code: z.enum(csvRowErrorCodes) })),
  /** What committing would do with it. */
  action: z.enum(['insert', 'update', 'unchanged', 'error']),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

export const csvPreviewSchema = z.object({
  fileError: z.enum(csvFileErrorCodes).nullable(),
  /** Column names the file lacks (with fileError 'missing_columns') and the ones it has that are not read. */
  missingColumns: z.array(z.string()),
  unknownColumns: z.array(z.string()),
  rows: z.array(csvPreviewRowSchema),
  counts: z.object({
    insert: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const csvCommitSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CsvCommit = z.infer<typeof csvCommitSchema>;
