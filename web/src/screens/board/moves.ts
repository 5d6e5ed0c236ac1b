import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { issueQuery } from '../../api/issue.js';
import { useClient, useTenant } from '../../api/session.js';

export type Status = Schemas['IssueStatus'];
type Card = Schemas['IssueListItem'];

/**
 * Moving cards between columns (D20). A move is `PUT /issues/{id}` with the new status and
 * If-Match of the version read when the move began (a card picked up, its `Move to` menu opened),
 * as an edit on the issue page sends the version it started from: a change made meanwhile gets the
 * contract's 412 and a `Reload`, and is never overwritten.
 */
export function useMoves() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  /** The moves begun, by issue: the card as shown and the ETag read for it. */
  const begun = useRef(new Map<number, { card: Card; etag: Promise<string> }>());
  const [notice, setNotice] = useState<string | null>(null);
  /** The card last moved and its new status, whose card takes the focus once shown (see Card). */
  const [landed, setLanded] = useState<{ id: number; statusId: number } | null>(null);
  const begin = (card: Card) => {
    const etag = queries.fetchQuery({ ...issueQuery(tenant, card.id), staleTime: 0 }).then((read) => read.etag);
    // A failed read shows once the move waits for it; a move never made leaves it unheard.
    etag.catch(() => undefined);
    begun.current.set(card.id, { card, etag });
  };
  const write = useMutation({
    mutationFn: async ({ card, to }: { card: Card; to: Status }) => {
      const etag = await begun.current.get(card.id)!.etag;
      dataOf(
        await client.PUT('/issues/{id}', {
          params: { path: { id: card.id }, header: { 'If-Match': etag } },
          body: { statusId: to.id },
        }),
      );
    },
    onMutate: () => setNotice(null),
    onSuccess: async (_, { card, to }) => {
      setNotice(t('board.moved', { name: card.name, status: to.name }));
      setLanded({ id: card.id, statusId: to.id });
      await queries.invalidateQueries({ queryKey: [tenant, 'issue', card.id] });
      await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
    },
    onSettled: (_, __, { card }) => begun.current.delete(card.id),
  });
  /** Moves a card whose move has begun (see begin) to `to`. */
  const move = (card: Card, to: Status) => {
    if (!begun.current.has(card.id)) begin(card);
    write.mutate({ card, to });
  };
  return {
    begin,
    move,
    /** A card dropped on the column of `to`: moved unless it is already there. */
    drop: (id: number, to: Status) => {
      const card = begun.current.get(id)?.card;
      if (card && card.statusId.id !== to.id) move(card, to);
    },
    /** After a 412: the board as it is now, the refused move forgotten. */
    reload: async () => {
      write.reset();
      await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
    },
    notice,
    error: write.error,
    landed,
    /** Called once the moved card took the focus. */
    settled: () => setLanded(null),
  };
}

export type Moves = ReturnType<typeof useMoves>;
