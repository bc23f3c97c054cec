import { describe, expect, it } from 'vitest';
import { sixDigitNumbers } from '../number-ocr';

describe('sixDigitNumbers', () => {
  it('when the OCR of a ticket gives its number among other digits, then only the number is kept', () => {
    // What tesseract (digits only) read from the e2e test's ticket: the draw, series and set run
    // together into nine digits, the number, the price.
    expect(sixDigitNumbers('120262505\n\n039184\n\n80\n')).toEqual(['039184']);
  });

  it('when a run of digits is longer or shorter than six, then it is no number at all', () => {
    expect(sixDigitNumbers('6925059724693941')).toEqual([]);
    expect(sixDigitNumbers('1234567 12345 80')).toEqual([]);
    // A code's text read as print: its number, never its year, series and set run together
    // (shared/domain/ticket-codes.md's trap: '692613').
    expect(sixDigitNumbers('69-26-13-039184-4358')).toEqual(['039184']);
  });

  it('when several numbers are printed, then each is given once, in the order read', () => {
    expect(sixDigitNumbers('488807 972469\n488807 x 127911')).toEqual([
      '488807',
      '972469',
      '127911',
    ]);
  });

  it('when digits are split by spaces or other signs, then the pieces are not joined into a number', () => {
    expect(sixDigitNumbers('039 184')).toEqual([]);
    expect(sixDigitNumbers('0 3 9 1 8 4')).toEqual([]);
    expect(sixDigitNumbers('039184-4358')).toEqual(['039184']);
  });

  it('when the text holds no digits, then nothing is found', () => {
    expect(sixDigitNumbers('')).toEqual([]);
    expect(sixDigitNumbers('GOVERNMENT LOTTERY')).toEqual([]);
  });
});
