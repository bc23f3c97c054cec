import { beforeEach, describe, expect, it } from 'vitest';
import { type Collection, type DocumentStore, DuplicateKeyError, newId } from '../collection.js';

interface Draw {
  _id: string;
  date: string;
  prize1: string;
  numbers: string[];
  name?: string;
  paid?: number;
}

/**
 * The behaviour every DocumentStore adapter must share. `open` gives a store with no data in the
 * collections the suite uses (each call may use fresh collection names).
 */
export function collectionContract(
  label: string,
  open: () => Promise<{ store: DocumentStore; suffix: string }>,
) {
  describe(`Collection contract: ${label}`, () => {
    let draws: Collection<Draw>;

    const draw = (date: string, extra: Partial<Draw> = {}): Draw => ({
      _id: newId(),
      date,
      prize1: date.replaceAll('-', '').slice(2),
      numbers: ['111', '222'],
      ...extra,
    });

    beforeEach(async () => {
      const { store, suffix } = await open();
      draws = store.collection<Draw>(`draws${suffix}`, [
        { field: 'date', unique: true },
        { field: 'name' },
      ]);
    });

    it('when a document is inserted, then findOne returns an equal copy by _id and by field', async () => {
      const doc = draw('2024-01-16', { name: 'Somchai', paid: 150 });
      expect(await draws.insertOne(doc)).toEqual(doc);
      expect(await draws.findOne({ _id: doc._id })).toEqual(doc);
      expect(await draws.findOne({ date: '2024-01-16' })).toEqual(doc);
      expect(await draws.findOne({ date: '1999-01-01' })).toBeNull();
    });

    it('when a returned document is mutated, then the stored one is unchanged', async () => {
      const doc = draw('2024-01-16');
      await draws.insertOne(doc);
      const found = await draws.findOne({ _id: doc._id });
      found?.numbers.push('999');
      doc.numbers.push('888');
      expect((await draws.findOne({ _id: doc._id }))?.numbers).toEqual(['111', '222']);
    });

    it('when an _id or a unique field repeats, then insertOne throws DuplicateKeyError naming the field', async () => {
      const doc = draw('2024-01-16');
      await draws.insertOne(doc);
      await expect(draws.insertOne({ ...draw('2024-02-01'), _id: doc._id })).rejects.toMatchObject({
        name: 'DuplicateKeyError',
        field: '_id',
      });
      const error = await draws.insertOne(draw('2024-01-16')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect((error as DuplicateKeyError).field).toBe('date');
      expect(await draws.count({})).toBe(1);
    });

    it('when many documents are inserted at once, then all are stored and returned in order', async () => {
      const docs = ['2024-01-01', '2024-01-16', '2024-02-01'].map((date) => draw(date));
      expect(await draws.insertMany(docs)).toEqual(docs);
      expect(await draws.find({}, { sort: { date: 1 } })).toEqual(docs);
      expect(await draws.insertMany([])).toEqual([]);
    });

    it('when insertMany repeats a unique field, then it throws DuplicateKeyError naming the field', async () => {
      await draws.insertOne(draw('2024-01-16'));
      const error = await draws.insertMany([draw('2024-01-16')]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect((error as DuplicateKeyError).field).toBe('date');
      expect(await draws.count({})).toBe(1);
    });

    it('when find omits fields, then the documents come without them', async () => {
      await draws.insertOne(draw('2024-01-16', { name: 'Malee' }));
      const [found] = await draws.find({}, { omit: ['numbers', 'name'] });
      expect(found).toEqual({
        _id: expect.any(String) as string,
        date: '2024-01-16',
        prize1: '240116',
      });
    });

    it('when sorted and limited, then find returns that order and size', async () => {
      for (const date of ['2024-02-01', '2023-12-30', '2024-01-16', '2024-01-02'])
        await draws.insertOne(draw(date));
      const newest = await draws.find({}, { sort: { date: -1 } });
      expect(newest.map((d) => d.date)).toEqual([
        '2024-02-01',
        '2024-01-16',
        '2024-01-02',
        '2023-12-30',
      ]);
      const oldestTwo = await draws.find({}, { sort: { date: 1 }, limit: 2 });
      expect(oldestTwo.map((d) => d.date)).toEqual(['2023-12-30', '2024-01-02']);
    });

    it('when sorting on two keys, then the second breaks ties', async () => {
      await draws.insertOne(draw('2024-01-01', { name: 'b', _id: 'a00000000000000000000001' }));
      await draws.insertOne(draw('2024-01-02', { name: 'a', _id: 'a00000000000000000000002' }));
      await draws.insertOne(draw('2024-01-03', { name: 'b', _id: 'a00000000000000000000003' }));
      const sorted = await draws.find({}, { sort: { name: -1, _id: -1 } });
      expect(sorted.map((d) => d._id.slice(-1))).toEqual(['3', '1', '2']);
    });

    it('when filtering with comparisons, $in, $ne, $exists, $regex and $or, then both engines agree', async () => {
      await draws.insertOne(draw('2024-01-01', { name: 'Somchai Jaidee', paid: 100 }));
      await draws.insertOne(draw('2024-01-16', { name: 'Malee' }));
      await draws.insertOne(draw('2024-02-01', { name: 'somsak' }));
      const dates = async (filter: Parameters<typeof draws.find>[0]) =>
        (await draws.find(filter, { sort: { date: 1 } })).map((d) => d.date);

      expect(await dates({ date: { $lt: '2024-01-16' } })).toEqual(['2024-01-01']);
      expect(await dates({ date: { $lte: '2024-01-16' } })).toEqual(['2024-01-01', '2024-01-16']);
      expect(await dates({ date: { $gt: '2024-01-01', $lt: '2024-02-01' } })).toEqual([
        '2024-01-16',
      ]);
      expect(await dates({ date: { $gte: '2024-01-16' } })).toEqual(['2024-01-16', '2024-02-01']);
      expect(await dates({ date: { $in: ['2024-02-01', '2024-01-01'] } })).toEqual([
        '2024-01-01',
        '2024-02-01',
      ]);
      expect(await dates({ name: { $ne: 'Malee' } })).toEqual(['2024-01-01', '2024-02-01']);
      expect(await dates({ paid: { $exists: true } })).toEqual(['2024-01-01']);
      expect(await dates({ name: { $regex: /^som/i } })).toEqual(['2024-01-01', '2024-02-01']);
      expect(await dates({ numbers: '222' })).toEqual(['2024-01-01', '2024-01-16', '2024-02-01']);
      expect(await dates({ $or: [{ name: 'Malee' }, { prize1: '240201' }] })).toEqual([
        '2024-01-16',
        '2024-02-01',
      ]);
      expect(await draws.count({ name: { $regex: /som/i } })).toBe(2);
    });

    it('when updating with $set and $unset, then the updated document is returned and stored', async () => {
      const doc = draw('2024-01-16', { name: 'Malee', paid: 10 });
      await draws.insertOne(doc);
      const updated = await draws.updateOne(
        { _id: doc._id },
        { $set: { name: 'Malee S.' }, $unset: { paid: true } },
      );
      const { paid: _paid, ...withoutPaid } = doc;
      expect(updated).toEqual({ ...withoutPaid, name: 'Malee S.' });
      expect(updated && 'paid' in updated).toBe(false);
      expect(await draws.findOne({ _id: doc._id })).toEqual(updated);
      expect(await draws.updateOne({ _id: newId() }, { $set: { name: 'nobody' } })).toBeNull();
    });

    it('when an update would repeat a unique field, then it throws DuplicateKeyError and changes nothing', async () => {
      await draws.insertOne(draw('2024-01-01'));
      const second = draw('2024-01-16');
      await draws.insertOne(second);
      await expect(
        draws.updateOne({ _id: second._id }, { $set: { date: '2024-01-01' } }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await draws.findOne({ _id: second._id }))?.date).toBe('2024-01-16');
    });

    it('when several updates race on one condition (an optimistic revision), then exactly one matches each round', async () => {
      const doc = draw('2024-01-16', { paid: 0, numbers: Array.from({ length: 100 }, String) });
      await draws.insertOne(doc);
      for (let round = 0; round < 10; round += 1) {
        const answers = await Promise.all(
          ['a', 'b', 'c'].map((who) =>
            draws.updateOne(
              { _id: doc._id, paid: round },
              { $set: { paid: round + 1, name: who } },
            ),
          ),
        );
        expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      }
      expect((await draws.findOne({ _id: doc._id }))?.paid).toBe(10);
    });

    it('when deleting, then exactly one match goes and the answer says whether one existed', async () => {
      await draws.insertOne(draw('2024-01-01', { name: 'x' }));
      await draws.insertOne(draw('2024-01-16', { name: 'x' }));
      expect(await draws.deleteOne({ name: 'x' })).toBe(true);
      expect(await draws.count({ name: 'x' })).toBe(1);
      expect(await draws.deleteOne({ _id: newId() })).toBe(false);
    });

    it('when updating many by their ids, then every match changes, the others not, and the answer counts the matches', async () => {
      const docs = [draw('2024-01-01'), draw('2024-01-16'), draw('2024-02-01')];
      await draws.insertMany(docs);
      const chosen = [docs[0]?._id ?? '', docs[2]?._id ?? '', newId()];
      expect(await draws.updateMany({ _id: { $in: chosen } }, { $set: { name: 'sent' } })).toBe(2);
      expect(
        (await draws.find({ name: 'sent' }, { sort: { date: 1 } })).map((d) => d.date),
      ).toEqual(['2024-01-01', '2024-02-01']);
      expect(await draws.updateMany({ name: 'nobody' }, { $set: { paid: 1 } })).toBe(0);
    });

    it('when walking after an _id page by page, then findAfter answers what a sorted, limited find does, skipping what the filter leaves out', async () => {
      // Ids in no order of insertion, some marked, some deleted: the walk's pages against find's.
      const docs = Array.from({ length: 300 }, (_, i) =>
        draw(
          `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}-${i}`,
          {
            _id: ((i * 7919) % 1000).toString(16).padStart(24, '0'),
            name: i % 3 === 0 ? 'sent' : 'new',
          },
        ),
      );
      await draws.insertMany(docs);
      await draws.deleteMany({
        _id: { $in: docs.filter((_, i) => i % 10 === 5).map((d) => d._id) },
      });
      const filter = { name: { $ne: 'sent' } };
      const expected = await draws.find(filter, { sort: { _id: 1 } });
      expect(expected).toHaveLength(300 - 100 - 20);
      const walked: Draw[] = [];
      for (let after = ''; ;) {
        const page = await draws.findAfter(after, filter, 37);
        expect(page).toEqual(
          await draws.find({ ...filter, _id: { $gt: after } }, { sort: { _id: 1 }, limit: 37 }),
        );
        if (page.length === 0) break;
        walked.push(...page);
        after = page[page.length - 1]?._id ?? '';
      }
      expect(walked).toEqual(expected);
      // From an _id that is not there, and past the last one.
      const middle = expected[90]?._id ?? '';
      expect((await draws.findAfter(`${middle.slice(0, -1)}~`, {}, 1000)).length).toBeLessThan(300);
      expect(await draws.findAfter('z', {}, 10)).toEqual([]);
      // A copy: changing it changes nothing stored.
      const [first] = await draws.findAfter('', {}, 1);
      if (first !== undefined) first.name = 'changed';
      expect((await draws.findOne({ _id: first?._id ?? '' }))?.name).not.toBe('changed');
    });

    it('when deleting many, then every match goes and the answer counts them', async () => {
      const docs = [draw('2024-01-01'), draw('2024-01-16'), draw('2024-02-01')];
      await draws.insertMany(docs);
      expect(
        await draws.deleteMany({ _id: { $in: [docs[0]?._id ?? '', docs[1]?._id ?? ''] } }),
      ).toBe(2);
      expect(await draws.count({})).toBe(1);
      expect(await draws.deleteMany({ _id: { $in: [newId()] } })).toBe(0);
    });
  });
}
