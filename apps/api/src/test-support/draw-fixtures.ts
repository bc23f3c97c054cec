/** `count` six-digit numbers from `start` on (the 2nd–5th prizes of a test draw). */
export const numbers = (count: number, start: number): string[] =>
  Array.from({ length: count }, (_, i) => String(start + i).padStart(6, '0'));

/**
 * Two draws of the shipped file's shape: 1 Nov 2026, whole and final; 16 Nov 2026, final, whose
 * last 2 digits the sources dispute (96 in GLO's table, 06 in the Sanook archive): a ticket ending
 * in 96 may have won.
 */
export const NOVEMBER_2026_DISPUTED = [
  {
    date: '2026-11-01',
    drawDate: '2026-11-01',
    prize1: '173770',
    near1: ['173769', '173771'],
    front3: ['848', '415'],
    last3: ['410', '938'],
    last2: '95',
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    prize5: numbers(100, 500000),
    status: 'final',
    sources: ['glo', 'sanook'],
  },
  {
    date: '2026-11-16',
    drawDate: '2026-11-16',
    prize1: '507392',
    near1: ['507391', '507393'],
    front3: ['243', '491'],
    last3: ['299', '736'],
    prize2: numbers(5, 210000),
    prize3: numbers(10, 310000),
    prize4: numbers(50, 410000),
    prize5: numbers(100, 510000),
    status: 'final',
    sources: ['glo', 'sanook'],
    disagreements: [
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
      },
    ],
  },
] as const;
