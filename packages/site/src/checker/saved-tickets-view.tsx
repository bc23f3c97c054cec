/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { SyntheticEvent, HTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldAria, FormFieldView } from '../forms/form-field.js';
import { Panel } from '../panel.js';
import { useWords } from '../words-context.js';

/*
 * The tickets saved on this device — the panel, its empty state and the form that saves a ticket —
 * as the app renders it (apps/pwa/src/features/ticket-checker/components/saved-tickets.tsx holds
 * the tickets, the form's state and its checks) and the server writes it under /check's form for a
 * visitor the server cannot know (no tickets: they live on the device). Words from `WordsContext`.
 */

/** The panel (`rest`: the server marks it app-only): `list` (the tickets and their verdicts), or the empty state; then `form`. */
export function SavedTicketsPanel({
  list,
  form,
  ...rest
}: {
  list?: ReactNode;
  form: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>) {
  const words = useWords();
  return (
    <Panel title={words.t('checker.savedPanel')} {...rest}>
      {list ?? <p className="state-text">{words.t('checker.noSaved')}</p>}
      {form}
    </Panel>
  );
}

/** The save form's fields. */
export type SavedTicketField = 'number' | 'period' | 'set' | 'book';

/**
 * One field's wiring: its id, its error, and what its input spreads — the app's react-hook-form
 * `register` (name, handlers, ref); nothing on the server, whose fields start empty.
 */
export interface FieldBinding {
  id: string;
  error?: string | undefined;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };
}

/** Each field of the save form wired by `bind`. */
export function bindFields(
  bind: (name: SavedTicketField) => FieldBinding,
): Record<SavedTicketField, FieldBinding> {
  return { number: bind('number'), period: bind('period'), set: bind('set'), book: bind('book') };
}

/** Saves a paper ticket with the period printed on it (and, if given, its set and book). */
export function SaveTicketFormView({
  fields,
  note,
  onSubmit,
}: {
  fields: Readonly<Record<SavedTicketField, FieldBinding>>;
  /** What saving said, read out politely under the button. */
  note: string;
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void;
}) {
  const words = useWords();
  const input = (name: SavedTicketField, attributes: InputHTMLAttributes<HTMLInputElement>) => {
    const { id, error, input: bound } = fields[name];
    return (
      <input
        id={id}
        {...(bound?.onChange === undefined ? { defaultValue: '' } : {})}
        {...bound}
        {...attributes}
        {...fieldAria(id, error)}
      />
    );
  };
  const text = { inputMode: 'numeric', autoComplete: 'off', className: 'native-text' } as const;
  return (
    <form
      noValidate
      aria-label={words.t('checker.saveTicketForm')}
      className="checker-add-form"
      onSubmit={onSubmit}
    >
      <h3 className="checker-add-title">{words.t('checker.saveTicketTitle')}</h3>
      <FormFieldView
        id={fields.number.id}
        error={fields.number.error}
        label={words.t('checker.ticketNumber')}
      >
        {input('number', { ...text, maxLength: 6 })}
      </FormFieldView>
      <FormFieldView
        id={fields.period.id}
        error={fields.period.error}
        label={words.t('checker.periodDate')}
        extra={words.t('checker.periodHelp')}
      >
        {input('period', { type: 'date', className: 'native-date' })}
      </FormFieldView>
      <div className="checker-add-pair">
        <FormFieldView
          id={fields.set.id}
          error={fields.set.error}
          label={words.t('checker.setOptional')}
        >
          {input('set', { ...text, maxLength: 2 })}
        </FormFieldView>
        <FormFieldView
          id={fields.book.id}
          error={fields.book.error}
          label={words.t('checker.bookOptional')}
        >
          {input('book', { ...text, maxLength: 4 })}
        </FormFieldView>
      </div>
      <button type="submit" className="btn">
        {words.t('checker.saveTicket')}
      </button>
      <p className="checker-saved-note" role="status">
        {note}
      </p>
    </form>
  );
}
