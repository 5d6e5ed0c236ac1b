import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { useDay } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { nameOf } from './fields.js';
import { type Issue, issueWriteKey, useIssueChanged } from './IssuePage.js';
import { Markdown } from './Markdown.js';

const MarkdownEditor = lazy(() => import('./MarkdownEditor.js'));

/** An issue's comments, oldest first, and a box to add one. */
export function Comments({ issue }: { issue: Issue }) {
  const { t } = useTranslation();
  const day = useDay();
  const client = useClient();
  const tenant = useTenant();
  const changed = useIssueChanged(issue.id);
  const [text, setText] = useState('');
  const add = useMutation({
    mutationKey: issueWriteKey(tenant, issue.id),
    mutationFn: async () =>
      dataOf(
        await client.POST('/issues/{id}/comments', { params: { path: { id: issue.id } }, body: { description: text } }),
      ),
    onSuccess: async () => {
      setText('');
      await changed();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const live = issue.comments.filter((comment) => !comment.deleted);
  return (
    <section aria-labelledby="comments">
      <h2 id="comments">{t('issues.comments')}</h2>
      <ol className="comments">
        {live.map((comment) => (
          <li key={comment.id}>
            <p className="meta">
              {nameOf(comment.userId)}, {day(comment.created_at)}
            </p>
            <Markdown text={comment.description} />
          </li>
        ))}
      </ol>
      <form onSubmit={submit}>
        <Suspense fallback={<Loading />}>
          <MarkdownEditor id="new-comment" label={t('issues.comment')} required value={text} onChange={setText} />
        </Suspense>
        {add.error && <Failure error={add.error} />}
        <button type="submit" disabled={add.isPending}>
          {t('issues.addComment')}
        </button>
      </form>
    </section>
  );
}
