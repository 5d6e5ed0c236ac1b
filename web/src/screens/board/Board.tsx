import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useIssueStatuses } from '../../api/reference.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';
import { nameOf } from '../issues/fields.js';
import { IssueFilterBar, type IssueFilters, useIssueFilters } from '../issues/filters.js';
import { LabelTags } from '../issues/LabelTags.js';
import { MoveTo } from './MoveTo.js';
import { type Moves, type Status, useMoves } from './moves.js';

type Issue = Schemas['IssueListItem'];

/** What a dragged card carries, so that a column takes cards and nothing else dropped on it. */
const CARD_TYPE = 'application/x-tracker-issue';

/**
 * The board (D20): a column per live status, in the order the tenant's list of statuses gives
 * them, and a card per issue, filtered as the list is (the same address parameters but the
 * status). A card moves by drag and drop or, with the keyboard, by its `Move to` menu.
 */
export function Board() {
  const { t } = useTranslation();
  const filters = useIssueFilters();
  const statuses = useIssueStatuses();
  const moves = useMoves();
  const live = statuses.data?.filter((status) => !status.deleted) ?? [];
  return (
    <>
      <h1>{t('board.title')}</h1>
      <IssueFilterBar filters={filters} withStatus={false} />
      <p role="status" aria-live="polite">
        {moves.notice}
      </p>
      {moves.error && (
        <div>
          <Failure error={moves.error} />
          {moves.error instanceof ApiError && moves.error.status === 412 && (
            <button type="button" onClick={() => void moves.reload()}>
              {t('app.reload')}
            </button>
          )}
        </div>
      )}
      {statuses.isPending && <Loading />}
      {statuses.error && <Failure error={statuses.error} onRetry={() => void statuses.refetch()} />}
      <div className="board">
        {live.map((status) => (
          <Column key={status.id} status={status} statuses={live} filters={filters} moves={moves} />
        ))}
      </div>
    </>
  );
}

/** One status's column: its issues a page at a time, and a place to drop a card. */
function Column(props: { status: Status; statuses: Status[]; filters: IssueFilters; moves: Moves }) {
  const { status, statuses, filters, moves } = props;
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const [over, setOver] = useState(false);
  const query = { ...filters.query, statusId: status.id };
  const cards = usePagedList<Issue>([tenant, 'issues', 'board', query], async (cursor) =>
    dataOf(await client.GET('/issues', { params: { query: { ...query, limit: 50, ...(cursor ? { cursor } : {}) } } })),
  );
  const takesCard = (event: DragEvent) => event.dataTransfer.types.includes(CARD_TYPE);
  const onDragOver = (event: DragEvent) => {
    if (!takesCard(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!takesCard(event)) return;
    event.preventDefault();
    moves.drop(Number(event.dataTransfer.getData(CARD_TYPE)), status);
  };
  return (
    <section
      aria-labelledby={`${id}-name`}
      className={over ? 'column drop-target' : 'column'}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2 id={`${id}-name`}>{status.name}</h2>
      {cards.isPending && <Loading />}
      {cards.error && <Failure error={cards.error} onRetry={() => void cards.refetch()} />}
      {cards.data && cards.items.length === 0 && <p className="meta">{t('board.empty')}</p>}
      <ul className="cards">
        {cards.items.map((issue) => (
          <Card key={issue.id} issue={issue} statuses={statuses} moves={moves} />
        ))}
      </ul>
      {cards.hasNextPage && (
        <button type="button" disabled={cards.isFetchingNextPage} onClick={() => void cards.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </section>
  );
}

/** An issue's card: its name (a link to its page), assignee, priority and labels; dragged to move it. */
function Card({ issue, statuses, moves }: { issue: Issue; statuses: Status[]; moves: Moves }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const mayMove = useMe().data!.role !== 'viewer';
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(CARD_TYPE, String(issue.id));
    event.dataTransfer.effectAllowed = 'move';
    moves.begin(issue);
  };
  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="issue-card"
        draggable={mayMove}
        onDragStart={mayMove ? onDragStart : undefined}
      >
        <h3 id={`${id}-name`}>
          <Link to={`/${tenant}/issues/${issue.id}`}>
            #{issue.id} {issue.name}
          </Link>
        </h3>
        <dl>
          <dt>{t('issues.assignee')}</dt>
          <dd>{nameOf(issue.assignedId)}</dd>
          <dt>{t('issues.priority')}</dt>
          <dd>{issue.priorityId.name}</dd>
          <dt>{t('issues.labels')}</dt>
          <dd>
            <LabelTags labels={issue.labels} />
          </dd>
        </dl>
        {mayMove && statuses.length > 1 && (
          <MoveTo
            describedBy={`${id}-name`}
            name={issue.name}
            to={statuses.filter((status) => status.id !== issue.statusId.id)}
            onOpen={() => moves.begin(issue)}
            onChoose={(status) => moves.move(issue, status)}
            landed={moves.landed?.id === issue.id && moves.landed.statusId === issue.statusId.id}
            onLanded={moves.settled}
          />
        )}
      </article>
    </li>
  );
}
