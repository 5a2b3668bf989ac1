import { describe, expect, it } from 'vitest';
import { rejectionOf } from './export-rejection';

describe('an export 400 split between the fields and the notice', () => {
  it('shows the dates beside their inputs while the custom dates are on screen', () => {
    expect(rejectionOf({ from: ['invalid_date'], to: ['inverted_range'] }, true)).toEqual({
      period: { from: 'invalid_date', to: 'inverted_range' },
      other: [],
    });
  });

  it('lists the dates of a preset, the data set and the format in the notice', () => {
    expect(
      rejectionOf(
        { dataset: ['unknown_dataset'], format: ['unsupported_format'], to: ['range_too_long'] },
        false,
      ),
    ).toEqual({
      period: {},
      other: [
        { field: 'dataset', code: 'unknown_dataset' },
        { field: 'format', code: 'unsupported_format' },
        { field: 'to', code: 'range_too_long' },
      ],
    });
  });

  it('never leaves a 400 silent: no fields at all still give a notice', () => {
    expect(rejectionOf(undefined, true)).toEqual({
      period: {},
      other: [{ field: '', code: 'invalid_value' }],
    });
    expect(rejectionOf({ from: [] }, false).other).toEqual([{ field: '', code: 'invalid_value' }]);
  });

  it('reads an unknown date code as an invalid date beside the input', () => {
    expect(rejectionOf({ from: ['too_early'], lang: ['invalid_value'] }, true)).toEqual({
      period: { from: 'invalid_date' },
      other: [{ field: 'lang', code: 'invalid_value' }],
    });
  });
});
