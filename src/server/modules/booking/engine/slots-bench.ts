// Micro-benchmark of the slot engine (not a test): `npx tsx src/server/modules/booking/engine/slots-bench.ts`.
// The shape of `npm run bench:booking`: a 60-day slots query in Mexico City with 500 existing
// appointments (one an hour 07:00–20:00 on the next 36 days), grouped by a New York visitor's days.
// Prints the median and p95 CPU time per query (engine + grouping) over many runs.
import { Temporal } from 'temporal-polyfill';
import { availableSlots, groupByLocalDate, type AvailabilityRules, type SlotQuery } from './slots';

const MX = 'America/Mexico_City';
const hours = [
  { start: '09:00', end: '14:00' },
  { start: '16:00', end: '19:00' },
];
const rules: AvailabilityRules = {
  timeZone: MX,
  weekly: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours, 6: [{ start: '10:00', end: '14:00' }] },
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 60,
  slotStepMinutes: 30,
  dailyLimit: null,
};

const now = new Date('2026-02-10T15:17:00Z');
const tomorrow = Temporal.Instant.fromEpochMilliseconds(now.getTime())
  .toZonedDateTimeISO(MX)
  .toPlainDate()
  .add({ days: 1 });
const existing = Array.from({ length: 500 }, (_, n) => {
  const start = tomorrow
    .add({ days: Math.floor(n / 14) })
    .toZonedDateTime({ timeZone: MX, plainTime: { hour: 7 + (n % 14) } }).epochMilliseconds;
  return { id: `b${n}`, start: new Date(start), end: new Date(start + 30 * 60_000) };
});
const query: SlotQuery = {
  durationMinutes: 30,
  from: now,
  to: new Date(now.getTime() + 61 * 86_400_000),
  now,
  existing,
  external: [],
};

function once(): number {
  const slots = availableSlots(rules, query);
  return groupByLocalDate(slots, 'America/New_York').length;
}

const runs = Number(process.env.RUNS ?? 300);
for (let i = 0; i < 30; i++) once(); // warm-up (JIT, zone data)
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = process.cpuUsage();
  once();
  const used = process.cpuUsage(t);
  times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
const slots = availableSlots(rules, query);
console.log(
  `${slots.length} free slots on ${groupByLocalDate(slots, 'America/New_York').length} visitor days; ` +
    `CPU ms per query: median ${at(50).toFixed(2)}, p95 ${at(95).toFixed(2)} (${runs} runs)`,
);
