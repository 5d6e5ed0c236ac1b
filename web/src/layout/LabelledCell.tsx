import type { ReactNode } from 'react';

/**
 * A table cell that names its column where the table is drawn as stacked rows (a phone's width),
 * whose column headings are not shown: "Priority: High" rather than a bare "High".
 */
export function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className="cell-label">{label}: </span>
      {children}
    </td>
  );
}
