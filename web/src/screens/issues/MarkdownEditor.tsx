import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../api/reference.js';
import { Markdown } from './Markdown.js';

/** People offered after an `@` at most. */
const SUGGESTIONS = 8;

/** What follows the `@` the caret stands after, when it is a name being typed. */
function typedMention(text: string, caret: number): { start: number; query: string } | null {
  const found = /(^|[\s(])@([^\s@[\]()]{0,40})$/.exec(text.slice(0, caret));
  return found ? { start: caret - found[2]!.length - 1, query: found[2]!.toLowerCase() } : null;
}

/**
 * A Markdown text being written (D20): a text box with `Preview`, and an autocomplete on `@` that
 * writes the person chosen as `@[Name](user:<id>)`, which notifies them once the text is saved.
 * Arrow keys choose, Enter or Tab takes, Escape closes the list. Loaded when first used.
 */
export default function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  onKeyDown,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const users = useUsers().data ?? [];
  const [preview, setPreview] = useState(false);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const matches = mention
    ? users
        .filter((user) => !user.deleted && `${user.firstname} ${user.lastname}`.toLowerCase().includes(mention.query))
        .slice(0, SUGGESTIONS)
    : [];
  const open = matches.length > 0;
  const track = (text: string, caret: number) => {
    onChange(text);
    setMention(typedMention(text, caret));
    setActive(0);
  };
  const take = (user: (typeof matches)[number]) => {
    const caret = box.current?.selectionStart ?? value.length;
    const written = `@[${user.firstname} ${user.lastname}](user:${user.id}) `;
    onChange(`${value.slice(0, mention!.start)}${written}${value.slice(caret)}`);
    setMention(null);
    const after = mention!.start + written.length;
    requestAnimationFrame(() => box.current?.setSelectionRange(after, after));
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
      return;
    }
    if (open && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      take(matches[active]!);
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
      return;
    }
    onKeyDown?.(event);
  };
  return (
    <div className="markdown-editor">
      <div className="tabs">
        <label htmlFor={id}>{label}</label>
        <button type="button" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {t('issues.preview')}
        </button>
      </div>
      {preview ? (
        <div className="preview" aria-label={t('issues.previewOf', { label })} role="region">
          {value.trim() ? <Markdown text={value} /> : <p className="meta">{t('issues.nothingToPreview')}</p>}
        </div>
      ) : (
        <textarea
          id={id}
          ref={box}
          required={required}
          value={value}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => track(event.target.value, event.target.selectionStart)}
          onKeyDown={onKey}
          onBlur={() => setMention(null)}
        />
      )}
      <p id={`${id}-hint`} className="meta">
        {t('issues.markdownHint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('issues.mentionSomeone')} className="suggestions" hidden={!open}>
        {matches.map((user, index) => (
          <li
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              take(user);
            }}
          >
            {user.firstname} {user.lastname}
          </li>
        ))}
      </ul>
    </div>
  );
}
