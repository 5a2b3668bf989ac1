import { describe, expect, it } from 'vitest';
import { parseAirbnbDate, parseAirbnbMoney, parseAirbnbReservationsCsv } from './airbnb-csv';

const HEADER =
  'Confirmation code,Status,Guest name,Contact,# of adults,# of children,# of infants,Start date,End date,# of nights,Booked,Listing,Earnings';

describe("Airbnb's reservations CSV", () => {
  it('reads dates written M/D/YYYY (and ISO), real days only', () => {
    expect(parseAirbnbDate('12/1/2026')).toBe('2026-12-01');
    expect(parseAirbnbDate('01/31/2027')).toBe('2027-01-31');
    expect(parseAirbnbDate('2027-02-28')).toBe('2027-02-28');
    for (const bad of ['2/30/2027', '13/1/2026', '1/1/26', '31/12/2026', '', 'tomorrow'])
      expect(parseAirbnbDate(bad)).toBeNull();
  });

  it('reads money as minor units with its currency', () => {
    expect(parseAirbnbMoney('$1,234.56')).toEqual({ minor: 123456, currency: 'MXN' });
    expect(parseAirbnbMoney('MX$12,000.00')).toEqual({ minor: 1200000, currency: 'MXN' });
    expect(parseAirbnbMoney('US$80.5')).toEqual({ minor: 8050, currency: 'USD' });
    expect(parseAirbnbMoney('-$25.00')).toEqual({ minor: -2500, currency: 'MXN' });
    expect(parseAirbnbMoney('($25.00)')).toEqual({ minor: -2500, currency: 'MXN' });
    expect(parseAirbnbMoney('980')).toEqual({ minor: 98000, currency: 'MXN' });
    for (const bad of ['', 'free', '$1,23.00', '$12.345', '£10']) expect(parseAirbnbMoney(bad)).toBeNull();
  });

  it('reads the rows, quoted fields and all, and lists unknown columns', async () => {
    const csv = [
      `${HEADER},Payout note`,
      'HMABC123,Confirmed,"Pérez, Ana",+52 55 1,2,0,0,12/1/2026,12/5/2026,4,11/2/2026,La Mansión,"$9,800.00",x',
      'HMDEF456,Canceled by guest,John Smith,,1,0,0,1/10/2027,1/12/2027,2,,La Mansión,$0.00,',
    ].join('\r\n');
    const parsed = await parseAirbnbReservationsCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.unknownColumns).toEqual(['Payout note']);
    expect(parsed.rows.map((r) => r.reservation)).toEqual([
      {
        confirmationCode: 'HMABC123',
        status: 'confirmed',
        guestName: 'Pérez, Ana',
        checkIn: '2026-12-01',
        checkOut: '2026-12-05',
        nights: 4,
        bookedOn: '2026-11-02',
        earningsMinor: 980000,
        currency: 'MXN',
      },
      {
        confirmationCode: 'HMDEF456',
        status: 'canceled by guest',
        guestName: 'John Smith',
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
        nights: 2,
        bookedOn: null,
        earningsMinor: 0,
        currency: 'MXN',
      },
    ]);
  });

  it('gives each bad row its errors: dates, nights, money, duplicate codes', async () => {
    const csv = [
      HEADER,
      'HM1,Confirmed,Ana,,2,0,0,2/30/2027,3/2/2027,2,,L,$10.00',
      'HM2,Confirmed,Ana,,2,0,0,3/5/2027,3/3/2027,2,,L,$10.00',
      'HM3,Confirmed,Ana,,2,0,0,3/1/2027,3/3/2027,5,,L,ten',
      'HM3,Confirmed,Ana,,2,0,0,3/1/2027,3/3/2027,2,,L,$10.00',
      ',,,,,,,3/1/2027,3/3/2027,,,L,$1',
    ].join('\n');
    const parsed = await parseAirbnbReservationsCsv(csv);
    if (!parsed.ok) throw new Error('expected rows');
    expect(parsed.rows.map((r) => [r.line, r.errors.map((e) => e.code)])).toEqual([
      [2, ['bad_start_date']],
      [3, ['dates_order']],
      [4, ['bad_nights', 'bad_earnings']],
      [5, ['duplicate_code']],
      [6, ['missing_code', 'missing_status', 'missing_guest']],
    ]);
  });

  it('refuses a file without the columns it needs, or with nothing in it', async () => {
    const missing = await parseAirbnbReservationsCsv('Code,Guest\nHM1,Ana');
    expect(missing).toMatchObject({ ok: false, error: 'missing_columns' });
    if (!missing.ok) expect(missing.missingColumns).toContain('Confirmation code');
    expect(await parseAirbnbReservationsCsv('\n\n')).toMatchObject({ ok: false, error: 'empty' });
  });
});
