import type { ReactNode } from 'react';

/**
 * A cell of a table that names its column where the table is drawn as stacked rows (a phone's
 * width), whose column headings are not shown: "Priority: High" rather than a bare "High".
 */
export function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={className}>
      <span className="cell-label">{label}: </span>
      {children}
    </td>
  );
}
