import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import type { AdminRecord } from './resources.js';

/**
 * D21 in Admin → Users: a person's data as a JSON file to hand them, and their erasure, confirmed
 * in a dialog by typing their email address (the API checks it again); not one's own (`self`).
 */
export function UserPrivacy({
  user,
  self,
  onDone,
}: {
  user: AdminRecord;
  self: boolean;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const tenant = useTenant();
  const queries = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const inputId = useId();
  const name = `${String(user.firstname)} ${String(user.lastname)}`;
  const email = String(user.email);

  const exported = useMutation({
    mutationFn: async () => {
      const answer = await client.GET('/v1/users/{id}/export', {
        params: { path: { id: user.id } },
        parseAs: 'blob',
      });
      if (!answer.response.ok) {
        const error = (await answer.response.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(answer.response.status, error?.message ?? answer.response.statusText);
      }
      return answer.data as unknown as Blob;
    },
    onMutate: () => onDone(null),
    onSuccess: (file) => {
      const fileName = `user-${user.id}-export.json`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      onDone(t('admin.privacy.exported', { name, file: fileName }));
    },
  });

  const erase = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.POST('/v1/users/{id}/erase', { params: { path: { id: user.id } }, body: { confirm: typed } }),
      ),
    onSuccess: async () => {
      dialog.current?.close();
      onDone(t('admin.privacy.erased', { name }));
      await queries.invalidateQueries({ queryKey: [tenant] });
    },
  });
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  return (
    <>
      {' '}
      <button type="button" disabled={exported.isPending} onClick={() => exported.mutate()}>
        {t('admin.privacy.export')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {!self && (
        <>
          {' '}
          <button
            type="button"
            className="danger"
            onClick={() => {
              setTyped('');
              erase.reset();
              onDone(null);
              dialog.current?.showModal();
            }}
          >
            {t('admin.privacy.erase')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </>
      )}
      {exported.error && <Failure error={exported.error} />}
      {!self && (
        <dialog ref={dialog} aria-labelledby={titleId} className="erase-dialog">
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed) erase.mutate();
            }}
          >
            <h3 id={titleId}>{t('admin.privacy.eraseTitle', { name })}</h3>
            <p>{t('admin.privacy.eraseWhat', { id: user.id })}</p>
            <label htmlFor={inputId}>{t('admin.privacy.confirm', { email })}</label>
            <input
              id={inputId}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            {erase.error && <Failure error={erase.error} />}
            <div className="actions">
              <button type="submit" className="danger" disabled={!confirmed || erase.isPending}>
                {t('admin.privacy.eraseNow')}
              </button>
              <button type="button" onClick={() => dialog.current?.close()}>
                {t('admin.privacy.cancel')}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
