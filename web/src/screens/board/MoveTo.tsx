import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from './moves.js';

/**
 * A card's `Move to` menu (the ARIA menu button): Enter, Space or ↓ opens it on the first status,
 * ↑/↓ (Home/End) go through the statuses, Enter picks one, Escape closes it and gives the focus
 * back to the button. It is how a card moves without a mouse.
 */
export function MoveTo(props: {
  /** The id of the card's name, which tells the menu buttons of the cards apart. */
  describedBy: string;
  name: string;
  to: Status[];
  onOpen: () => void;
  onChoose: (status: Status) => void;
  /** Whether the card was just moved here: the button takes the focus, which the old card's had. */
  landed: boolean;
  onLanded: () => void;
}) {
  const { describedBy, name, to, onOpen, onChoose, landed, onLanded } = props;
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  useEffect(() => {
    if (open) items.current[focused]?.focus();
  }, [open, focused]);
  useEffect(() => {
    if (!landed) return;
    button.current?.focus();
    onLanded();
  }, [landed, onLanded]);
  const show = (first: number) => {
    onOpen();
    setFocused(first);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : to.length - 1);
    }
  };
  const onItemKey = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowDown: (focused + 1) % to.length,
      ArrowUp: (focused - 1 + to.length) % to.length,
      Home: 0,
      End: to.length - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      setFocused(next[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  // The menu closes when the focus leaves it (Tab, a click elsewhere).
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className="move-to" onBlur={onBlur}>
      <button
        type="button"
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {t('board.moveTo')}
      </button>
      {open && (
        <ul role="menu" id={`${id}-menu`} aria-label={t('board.moveMenu', { name })}>
          {to.map((status, index) => (
            <li role="none" key={status.id}>
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focused ? 0 : -1}
                ref={(element) => {
                  items.current[index] = element;
                }}
                onKeyDown={onItemKey}
                onClick={() => {
                  close();
                  onChoose(status);
                }}
              >
                {status.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
