import type { Draw, ImageItem, Result } from '@lotto/contracts';
import type { SavedTicket } from '@/features/ticket-checker/stores/saved-tickets-store';

/** Real draws (facts, from the GLO's published results). */
export const DRAW_2026_08_01: Result = {
  _id: 'a00000000000000000000001',
  date: '2026-08-01',
  drawDate: '2026-08-01',
  status: 'final',
  missing: [],
  prize1: '932479',
  front3: ['672', '413'],
  last3: ['039', '154'],
  last2: '69',
};
export const DRAW_2026_07_16: Result = {
  _id: 'a00000000000000000000002',
  date: '2026-07-16',
  drawDate: '2026-07-16',
  status: 'final',
  missing: [],
  prize1: '639214',
  front3: ['709', '683'],
  last3: ['427', '746'],
  last2: '71',
};
/** Before 2015-09-01: no front-3 prize and four last-3 numbers. */
export const DRAW_2015_08_16: Result = {
  _id: 'a00000000000000000000003',
  date: '2015-08-16',
  drawDate: '2015-08-16',
  status: 'final',
  missing: [],
  prize1: '242866',
  last3: ['191', '233', '565', '908'],
  last2: '58',
};

const words = (text: string) => text.split(' ');

/** The real draw of 16 Nov 2024 with every tier (GLO's result sheet), as `GET /results/claimable` lists it. */
export const FULL_DRAW_2024_11_16 = {
  _id: 'a00000000000000000000004',
  date: '2024-11-16',
  drawDate: '2024-11-16',
  status: 'final',
  missing: [],
  prize1: '187221',
  near1: words('187220 187222'),
  front3: words('036 923'),
  last3: words('980 547'),
  last2: '38',
  prize2: words('856492 739382 164480 459403 339596'),
  prize3: words('243904 744835 271867 287458 822647 803964 705238 319545 088391 584122'),
  prize4: words(
    [
      '854444 377347 278756 852768 968311 399138 730035 769620 679006 962056',
      '201819 060223 650025 438914 706630 564974 974578 032420 622075 149320',
      '081623 221831 390470 800670 020102 143088 879859 235398 193067 984918',
      '249235 704511 474735 287080 515974 947933 164159 797585 068457 719828',
      '527535 529166 189506 461418 296736 031147 819942 424200 604235 719577',
    ].join(' '),
  ),
  prize5: words(
    [
      '822346 577589 393988 737877 888036 455565 763946 466122 982473 244907',
      '436509 895633 541777 831411 171201 585681 306713 730359 229369 040200',
      '719461 332591 777923 647724 720433 504598 508549 190752 925082 429168',
      '361389 992356 680182 419328 200238 447811 796055 273030 279629 032425',
      '148474 986925 799427 410920 247343 260186 057397 428874 204837 025378',
      '625306 216401 727095 856212 944270 908507 269883 300471 921558 301731',
      '441209 780358 525992 941133 542225 768267 643187 657280 308731 612377',
      '852195 092506 645166 848055 911396 464219 477905 171582 731062 340257',
      '047871 650957 653115 216589 448438 269205 440000 101145 867017 992905',
      '715738 344665 694314 301871 028158 606732 363848 345709 369266 033780',
    ].join(' '),
  ),
} satisfies Draw;

/** The 1 Apr 2020 period, drawn on 16 May 2020 (COVID-19): main tiers only, as the light list has it. */
export const DRAW_2020_04_01: Result = {
  _id: 'a00000000000000000000005',
  date: '2020-04-01',
  drawDate: '2020-05-16',
  status: 'final',
  missing: [],
  prize1: '051095',
  front3: ['285', '430'],
  last3: ['191', '364'],
  last2: '22',
};

/** 16 Jan 1990: a 7-digit first prize, four last-3 numbers, the last-2 prize (all its era holds). */
export const DRAW_1990_01_16: Draw = {
  _id: 'a00000000000000000000006',
  date: '1990-01-16',
  drawDate: '1990-01-16',
  status: 'final',
  missing: [],
  prize1: '3992239',
  last3: ['898', '234', '288', '284'],
  last2: '97',
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
      drawDate: date,
      status: 'final',
      missing: [],
      prize1: pad(n, 6),
      ...(modern ? { front3: [pad((i * 13) % 1000, 3), pad((i * 17) % 1000, 3)] } : {}),
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

/** The light list's item of a full draw (what `GET /results` answers for it): the main tiers. */
export const lightOf = ({
  near1: _n,
  prize2: _2,
  prize3: _3,
  prize4: _4,
  prize5: _5,
  ...light
}: Draw): Result => light;

/** A ticket on the checker's saved list, saved on 20 Dec 2024 unless `extra` says otherwise. */
export const savedTicket = (
  number: string,
  period: string | null,
  extra: Partial<SavedTicket> = {},
): SavedTicket => ({
  number,
  period,
  savedAt: '2024-12-20T00:00:00.000Z',
  ...extra,
});
