import { nearFirstOf } from '@lotto/contracts';

/** `count` distinct 6-digit numbers from `seed`, the same every run. */
function sixDigits(count: number, seed: number): string[] {
  const out: string[] = [];
  let x = seed;
  while (out.length < count) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    const n = String(x % 1_000_000).padStart(6, '0');
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** A complete draw of today's era (173 numbers) that passes every rule, told apart by `prize1`. */
export function fullDraw(prize1: string) {
  const seed = Number(prize1);
  return {
    prize1,
    near1: nearFirstOf(prize1),
    front3: [prize1.slice(0, 3), prize1.slice(1, 4)],
    last3: [prize1.slice(3), prize1.slice(2, 5)],
    last2: prize1.slice(4),
    prize2: sixDigits(5, seed + 2),
    prize3: sixDigits(10, seed + 3),
    prize4: sixDigits(50, seed + 4),
    prize5: sixDigits(100, seed + 5),
  };
}
export type FullDraw = ReturnType<typeof fullDraw>;

/** Every tier of a draw, as a result sheet lists them. */
export interface SheetDraw {
  prize1: string;
  near1: readonly string[];
  front3: readonly string[];
  last3: readonly string[];
  last2: string;
  prize2: readonly string[];
  prize3: readonly string[];
  prize4: readonly string[];
  prize5: readonly string[];
}

/** The draw as the official sheet lists it (Thai labels between the tiers), as an admin pastes it. */
export function sheetOf(draw: SheetDraw): string {
  const rows = (list: readonly string[]) =>
    Array.from({ length: Math.ceil(list.length / 10) }, (_, i) =>
      list.slice(i * 10, i * 10 + 10).join(' '),
    ).join('\n');
  return [
    'รางวัลที่ 1 รางวัลละ 6,000,000 บาท',
    draw.prize1,
    'รางวัลข้างเคียงรางวัลที่ 1 มี 2 รางวัลๆละ 100,000 บาท',
    draw.near1.join(' '),
    'รางวัลเลขหน้า 3 ตัว 2 รางวัลๆละ 4,000 บาท',
    draw.front3.join(' '),
    'รางวัลเลขท้าย 3 ตัว 2 รางวัลๆละ 4,000 บาท',
    draw.last3.join(' '),
    'รางวัลเลขท้าย 2 ตัว 1 รางวัลๆละ 2,000 บาท',
    draw.last2,
    'รางวัลที่ 2 มี 5 รางวัลๆละ 200,000 บาท',
    rows(draw.prize2),
    'รางวัลที่ 3 มี 10 รางวัลๆละ 80,000 บาท',
    rows(draw.prize3),
    'รางวัลที่ 4 มี 50 รางวัลๆละ 40,000 บาท',
    rows(draw.prize4),
    'รางวัลที่ 5 มี 100 รางวัลๆละ 20,000 บาท',
    rows(draw.prize5),
  ].join('\n');
}
