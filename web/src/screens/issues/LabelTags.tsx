import type { Schemas } from '../../api/client.js';

/**
 * An issue's labels as tags, each named in text; its colour is a dot beside the name, so that any
 * colour a tenant picks keeps the text readable.
 */
export function LabelTags({ labels }: { labels: Schemas['Label'][] }) {
  if (labels.length === 0) return <>—</>;
  return (
    <ul className="tags">
      {labels.map((label) => (
        <li key={label.id}>
          <span className="dot" style={{ background: label.color }} aria-hidden="true" />
          {label.name}
        </li>
      ))}
    </ul>
  );
}
