import type { Draw } from '@lotto/contracts';

/**
 * A publication that changed a draw (the admin's add or edit, the results feed's write), as the
 * results service tells it to whoever listens: Web Push announces some of them.
 */
export interface DrawPublished {
  /** The draw before the write (null: it was created). */
  before: Draw | null;
  after: Draw;
  /** The draw's write counter after the write: new at every write. */
  revision: number;
}
