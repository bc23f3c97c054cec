import type { ImageItem, Result } from '@lotto/contracts';

/** Real draws (facts, from the GLO's published results). */
export const DRAW_2026_08_01: Result = {
  _id: 'a00000000000000000000001',
  date: '2026-08-01',
  prize1: '932479',
  front3: ['672', '413'],
  last3: ['039', '154'],
  last2: '69',
};
export const DRAW_2026_07_16: Result = {
  _id: 'a00000000000000000000002',
  date: '2026-07-16',
  prize1: '639214',
  front3: ['709', '683'],
  last3: ['427', '746'],
  last2: '71',
};
/** Before 2015-09-01: no front-3 prize and four last-3 numbers. */
export const DRAW_2015_08_16: Result = {
  _id: 'a00000000000000000000003',
  date: '2015-08-16',
  prize1: '242866',
  front3: [],
  last3: ['191', '233', '565', '908'],
  last2: '58',
};

export function images(count: number, prefix = 'img'): ImageItem[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `${prefix}${String(i).padStart(24 - prefix.length, '0')}`,
    imageUrl: `https://images.example/${prefix}-${i + 1}.png`,
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString(),
  }));
}

/** `count` twice-monthly draws going back from 2026-08-01, newest first, digits derived from the index. */
export function manyDraws(count: number): Result[] {
  const draws: Result[] = [];
  let year = 2026;
  let month = 8;
  let day = 1;
  for (let i = 0; i < count; i++) {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const date = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
    const n = (i * 7919) % 1_000_000;
    const modern = date >= '2015-09-01';
    draws.push({
      _id: `b${pad(i, 23)}`,
      date,
      prize1: pad(n, 6),
      front3: modern ? [pad((i * 13) % 1000, 3), pad((i * 17) % 1000, 3)] : [],
      last3: modern
        ? [pad((i * 19) % 1000, 3), pad((i * 23) % 1000, 3)]
        : [
            pad(i % 1000, 3),
            pad((i * 3) % 1000, 3),
            pad((i * 5) % 1000, 3),
            pad((i * 11) % 1000, 3),
          ],
      last2: pad(i % 100, 2),
    });
    if (day === 16) day = 1;
    else {
      day = 16;
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
    }
  }
  return draws;
}
