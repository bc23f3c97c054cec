import {
  bangkokDay,
  type DrawChange,
  eraTiers,
  type FeedAnswer,
  type FeedDisagreement,
  type FeedFetchResult,
  FeedFetchInputSchema,
  type FeedSource,
  type FeedSourceStatus,
  type FeedStatus,
  TIER_NAMES,
  TIERS,
  type Tier,
  tierNumbers,
  VALUE_SOURCE_NAMES,
} from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Card, Input, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { failureReason, serverMessage } from '@/admin/session/error-text';
import { showFieldIssues } from '@/admin/shell/field-issues';
import { LoadFailed } from '@/admin/shell/load-failed';
import { formatDrawDate } from '@/lib/format';
import { disagreementText } from '@/admin/results/lib/disagreement-text';
import { FEED_REFRESH_MS, useFeedFetch, useFeedStatus } from '../api/admin-feed';
import { momentText } from '../lib/moment-text';

const MODE_TEXT: Record<FeedStatus['mode'], string> = {
  'draw-day': 'Draw day: fetching about once a minute until the draw is final.',
  daily: 'Between draws: fetching once a day, to catch late corrections.',
  off: 'Off: neither GLO_API_URL nor COMMUNITY_API_URL is set on the API.',
};

/** A feed interface by the name the admin panel uses for its source (`GLO's results API`). */
const sourceName = (source: FeedSource) => VALUE_SOURCE_NAMES[`feed:${source}`];

/** Lists longer than this are told by their count in the answers table. */
const SHOWN_NUMBERS = 10;

function tierValue(answer: FeedAnswer | undefined, tier: Tier): string {
  if (answer === undefined) return 'no answer yet';
  const numbers = tierNumbers(answer, tier);
  if (numbers === undefined) return 'not in yet';
  return numbers.length > SHOWN_NUMBERS ? `${numbers.length} numbers` : numbers.join(' ');
}

/** The time `now`, renewed while the card is open, so "5 minutes ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), FEED_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SourceState({ source }: { source: FeedSourceStatus }) {
  if (!source.configured) return <Tag>Not configured</Tag>;
  if (source.degraded) return <Tag color="red">Degraded</Tag>;
  if (source.lastSuccessAt === null) return <Tag>No answer yet</Tag>;
  return <Tag color="green">OK</Tag>;
}

function SourcesTable({ sources, now }: { sources: FeedStatus['sources']; now: number }) {
  return (
    <table className="admin-feed-table" aria-label="Feed sources">
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col">State</th>
          <th scope="col">Last attempt</th>
          <th scope="col">Last success</th>
          <th scope="col">Last error</th>
        </tr>
      </thead>
      <tbody>
        {sources.map((source) => (
          <tr key={source.source}>
            <th scope="row">{sourceName(source.source)}</th>
            <td data-label="State">
              <SourceState source={source} />
            </td>
            <td data-label="Last attempt">{momentText(source.lastAttemptAt, now)}</td>
            <td data-label="Last success">{momentText(source.lastSuccessAt, now)}</td>
            <td data-label="Last error" className={source.lastError ? 'admin-feed-error' : ''}>
              {source.lastError ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each source answered for one draw, tier by tier (the tiers not in yet said so). */
export function AnswersTable({
  date,
  sources,
  answers,
  label,
}: {
  date: string;
  sources: readonly FeedSource[];
  answers: readonly FeedAnswer[];
  label: string;
}) {
  const bySource = new Map(answers.map((answer) => [answer.source, answer]));
  return (
    <table className="admin-feed-table admin-feed-answers" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          {sources.map((source) => (
            <th scope="col" key={source}>
              {sourceName(source)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {eraTiers(date).map((tier) => (
          <tr key={tier}>
            <th scope="row">{TIER_NAMES[tier]}</th>
            {sources.map((source) => {
              const value = tierValue(bySource.get(source), tier);
              const absent = value === 'not in yet' || value === 'no answer yet';
              return (
                <td
                  key={source}
                  data-label={sourceName(source)}
                  className={absent ? 'admin-muted' : 'num'}
                >
                  {value}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DisagreementList({ disagreements }: { disagreements: readonly FeedDisagreement[] }) {
  if (disagreements.length === 0)
    return <p className="admin-hint">No open disagreements: every tier the feed has is agreed.</p>;
  return (
    <ul className="admin-feed-disagreements" aria-label="Open disagreements">
      {disagreements.map((d) => (
        <li key={`${d.date}-${d.tier}`}>
          <Link to="/admin/addResult" search={{ edit: d.date }}>
            Draw of {formatDrawDate(d.date)}
          </Link>{' '}
          · {TIER_NAMES[d.tier]}: sources disagree:{' '}
          <span className="num">{disagreementText(d)}</span>
          {d.note && <span className="admin-muted"> — {d.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The feed as `GET /api/admin/feed` answers it: state, sources, the current draw, disagreements. */
export function FeedStatusView({ status, now }: { status: FeedStatus; now: number }) {
  const degraded = status.sources.filter((s) => s.configured && s.degraded);
  const configured = status.sources.filter((s) => s.configured).map((s) => s.source);
  return (
    <>
      <div className="admin-feed-summary">
        <Tag color={status.enabled ? 'green' : 'default'}>
          {status.enabled ? 'Feed on' : 'Feed off'}
        </Tag>
        {degraded.length > 0 && <Tag color="red">Feed degraded</Tag>}
        <span>{MODE_TEXT[status.mode]}</span>
        {status.enabled && (
          <span className="admin-muted">
            {status.leader
              ? 'This API instance fetches.'
              : 'Another API instance holds the fetch lease and fetches.'}
          </span>
        )}
        {status.nextAttemptAt !== null && (
          <span className="admin-muted">Next attempt {momentText(status.nextAttemptAt, now)}.</span>
        )}
      </div>
      {degraded.length > 0 && (
        <Alert
          className="admin-alert"
          type="warning"
          showIcon
          title={`${degraded.map((s) => sourceName(s.source)).join(' and ')}: the last attempt failed`}
          description="Nothing it answered was published; the next attempt may work. Visitors still see what is on file."
        />
      )}
      <h3 className="admin-subtitle">Sources</h3>
      <div className="admin-feed-scroll">
        <SourcesTable sources={status.sources} now={now} />
      </div>
      <h3 className="admin-subtitle">
        {status.currentDate === null
          ? 'Current draw'
          : `Current draw: ${formatDrawDate(status.currentDate)}`}
      </h3>
      {status.currentDate === null ? (
        <p className="admin-hint">The feed is not watching a draw.</p>
      ) : configured.length === 0 ? (
        <p className="admin-hint">No source is configured: nothing is fetched.</p>
      ) : (
        <div className="admin-feed-scroll">
          <AnswersTable
            date={status.currentDate}
            sources={configured}
            answers={status.answers}
            label={`What each source answered for ${formatDrawDate(status.currentDate)}`}
          />
        </div>
      )}
      <h3 className="admin-subtitle">Open disagreements</h3>
      <DisagreementList disagreements={status.disagreements} />
    </>
  );
}

const KIND_WORDS: Record<DrawChange['kind'], string> = {
  created: 'created',
  added: 'added',
  corrected: 'corrected',
  status: 'status',
  drawDate: 'draw date',
  source: 'source fix',
  disputed: 'disagrees, not applied',
};

function valueText(value: DrawChange['from']): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return value.length > SHOWN_NUMBERS ? `${value.length} numbers` : value.join(' ');
}

/** One published change in words: `added First prize: — → 507392 (GLO's results API)`. */
export function changeText(change: DrawChange): string {
  const field =
    change.field === undefined
      ? ''
      : ` ${(TIERS as readonly string[]).includes(change.field) ? TIER_NAMES[change.field as Tier] : change.field}`;
  const source = change.source ? ` (${VALUE_SOURCE_NAMES[change.source]})` : '';
  return `${KIND_WORDS[change.kind]}${field}: ${valueText(change.from)} → ${valueText(change.to)}${source}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What one 'Fetch now' did: the draw's status after, the changes, the disagreements, the errors. */
export function FeedFetchResultView({ result }: { result: FeedFetchResult }) {
  const type =
    result.errors.length > 0 && result.answers.length === 0
      ? 'error'
      : result.errors.length > 0 || result.disagreements.length > 0
        ? 'warning'
        : 'success';
  const status =
    result.status === null
      ? 'the draw is still not on file'
      : `the draw is ${result.status === 'final' ? 'final' : 'provisional'}`;
  return (
    <section className="admin-feed-result" aria-label="Fetch result">
      <Alert
        className="admin-alert"
        type={type}
        showIcon
        role="status"
        title={`Draw of ${formatDrawDate(result.date)}: ${plural(result.changes.length, 'change')}, ${plural(result.disagreements.length, 'disagreement')}, ${plural(result.errors.length, 'error')}; ${status}`}
        description={
          <>
            {result.errors.length > 0 && (
              <ul aria-label="Errors">
                {result.errors.map((e) => (
                  <li key={e.source}>
                    {sourceName(e.source)}: {e.message}
                  </li>
                ))}
              </ul>
            )}
            {result.changes.length > 0 && (
              <ul aria-label="Changes published">
                {result.changes.map((change, i) => (
                  <li key={`${change.field ?? change.kind}-${i}`} className="num">
                    {changeText(change)}
                  </li>
                ))}
              </ul>
            )}
            {result.changes.length === 0 && result.answers.length > 0 && (
              <p className="full-results-note">
                Nothing new: what the sources answered is on file.
              </p>
            )}
            {result.disagreements.length > 0 && (
              <DisagreementList disagreements={result.disagreements} />
            )}
          </>
        }
      />
      {result.answers.length > 0 && (
        <div className="admin-feed-scroll">
          <AnswersTable
            date={result.date}
            sources={result.answers.map((a) => a.source)}
            answers={result.answers}
            label={`What each source answered for ${formatDrawDate(result.date)}`}
          />
        </div>
      )}
    </section>
  );
}

/** 'Fetch now' for a date: `POST /api/admin/feed/fetch`, then what it did. */
function FetchNow({
  defaultDate,
  disabledReason,
}: {
  defaultDate: string;
  disabledReason?: string;
}) {
  const fetchNow = useFeedFetch();
  const [result, setResult] = useState<FeedFetchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useValibotForm(FeedFetchInputSchema, { defaultValues: { date: defaultDate } });

  const onSubmit = async ({ date }: { date: string }) => {
    setFailure(null);
    setResult(null);
    try {
      setResult(await fetchNow.mutateAsync({ date }));
    } catch (error) {
      showFieldIssues(form, error, ['date']);
      setFailure(failureReason(error));
    }
  };

  return (
    <div className="admin-feed-fetch">
      <h3 className="admin-subtitle">Fetch now</h3>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label="Fetch a draw now"
        className="admin-feed-form"
      >
        <FormField
          control={form.control}
          name="date"
          label="Period date"
          extra="Asks every configured source for this draw now and publishes as the feed does."
        >
          {({ input }) => <Input {...input} type="date" />}
        </FormField>
        <Button
          type="primary"
          htmlType="submit"
          loading={fetchNow.isPending}
          disabled={disabledReason !== undefined}
        >
          Fetch now
        </Button>
        {disabledReason && <p className="admin-muted">{disabledReason}</p>}
      </Form>
      {failure !== null && (
        <Alert
          className="admin-alert"
          type="error"
          showIcon
          role="alert"
          title="The fetch did not run"
          description={failure}
        />
      )}
      {result && <FeedFetchResultView result={result} />}
    </div>
  );
}

/**
 * The dashboard's 'Results feed' card (`GET /api/admin/feed`, asked again every 30 s): the feed on
 * or off, each source's last attempt, success and error, what each answered for the current draw,
 * the open disagreements with a link to each draw's editor, and 'Fetch now' for a date.
 */
export function FeedPanel() {
  const { data, error, isPending, refetch, isFetching } = useFeedStatus();
  const now = useNow();
  return (
    <Card
      // A heading, so that the card's own h3s follow the page's h1 in order.
      title={<h2 className="admin-card-heading">Results feed</h2>}
      size="small"
      className="admin-section admin-feed"
    >
      {error ? (
        <LoadFailed
          title={serverMessage(error) ?? 'Failed to load the results feed'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} aria-label="Loading the results feed" />
      ) : (
        <FeedStatusView status={data} now={now} />
      )}
      {!isPending && (
        <FetchNow
          // The current draw, once known, is what 'Fetch now' asks for unless the admin changes it.
          key={data?.currentDate ?? 'today'}
          defaultDate={data?.currentDate ?? bangkokDay()}
          disabledReason={
            data?.enabled === false
              ? 'The feed is off: set GLO_API_URL or COMMUNITY_API_URL on the API to fetch.'
              : undefined
          }
        />
      )}
    </Card>
  );
}
