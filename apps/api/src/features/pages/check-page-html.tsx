/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import { CHECK_FORM, LANG_PARAM, SERVER_PAGES } from '@lotto/site';
import { fieldAria, FormFieldView } from '@lotto/site/form-field';
import { bindFields, SavedTicketsPanel, SaveTicketFormView } from '@lotto/site/saved-tickets-view';
import { useWords } from '@lotto/site/words-context';
import type { PageText } from '../../shared/page-text.js';
import type { CheckPageInput } from './check-request.js';
import { CheckedTicketCard } from './check-verdict.js';
import { APP_ONLY_PROPS } from './html.js';
import { renderPieces } from './site-pieces.js';

/*
 * /check without scripts: a plain GET form (the draw, the 6-digit number, the page's language)
 * and, when the form came with a ticket, the app's own checked card (check-verdict.tsx); under
 * them the app's saved-tickets panel as a visitor with none sees it (app-only until the app is up).
 */

/**
 * The form a browser without scripts sends to the server (`method="get"`: the app's start on
 * demand leaves it working, src/lib/start-on-demand.ts). The app's own form (any number of
 * tickets, a searchable draw picker) replaces it at the takeover, keeping what was typed.
 */
function PlainCheckForm({ draws, request, urlLang }: CheckPageInput) {
  const words = useWords();
  const errors = request.kind === 'invalid' ? request.errors : {};
  const selected = request.draw ?? draws[0]?.date;
  return (
    <form method="get" action={SERVER_PAGES.check} aria-label={words.t('checker.formLabel')}>
      {urlLang !== undefined && <input type="hidden" name={LANG_PARAM} value={urlLang} />}
      {/* Its own label: the app's checker and its save-a-ticket form name their fields otherwise. */}
      <FormFieldView
        id="check-number"
        label={words.t('serverPages.numberLabel')}
        error={errors.number}
      >
        <input
          id="check-number"
          name={CHECK_FORM.number}
          className="native-text"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          defaultValue={request.kind === 'form' ? '' : request.number}
          {...fieldAria('check-number', errors.number)}
        />
      </FormFieldView>
      <FormFieldView id="check-draw" label={words.t('checker.drawLabel')} error={errors.draw}>
        <select
          id="check-draw"
          name={CHECK_FORM.draw}
          className="native-select"
          defaultValue={selected}
          {...fieldAria('check-draw', errors.draw)}
        >
          {draws.map((d) => (
            <option key={d.date} value={d.date}>
              {words.drawDate(d.date)}
            </option>
          ))}
        </select>
      </FormFieldView>
      <button type="submit" className="btn btn-primary btn-large btn-block">
        {words.t('checker.check')}
      </button>
    </form>
  );
}

/** The saved-tickets panel as the app's first render has it for a visitor with none. */
function SavedTicketsEmpty() {
  return (
    <SavedTicketsPanel
      {...APP_ONLY_PROPS}
      form={<SaveTicketFormView fields={bindFields((name) => ({ id: `saved-${name}` }))} note="" />}
    />
  );
}

/** The content of /check's `<main>`. */
export function checkMainHtml(text: PageText, input: CheckPageInput): string {
  return renderPieces(
    text,
    input.urlLang,
    <div className="results-container">
      <h1 className="page-title">{text.t('pages.check')}</h1>
      <div className="checker-stack">
        {input.notice !== undefined && (
          <p className="draw-notice draw-notice-warning" role="status">
            {input.notice}
          </p>
        )}
        {input.request.kind === 'invalid' && (
          <p className="draw-notice draw-notice-warning" role="alert">
            {text.t('serverPages.formError')}
          </p>
        )}
        <div className="panel">
          <div className="panel-body">
            <PlainCheckForm {...input} />
          </div>
        </div>
        {input.checked !== undefined && input.request.kind === 'ticket' && (
          <CheckedTicketCard checked={input.checked} today={input.today} />
        )}
        {/* Under the form and the verdict, as in the app (which shows none of it without draws). */}
        {input.draws.length > 0 && <SavedTicketsEmpty />}
      </div>
    </div>,
  );
}
