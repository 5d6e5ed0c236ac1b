/** Reading EXPLAIN (FORMAT JSON) output in tests. */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** How `table` is read in the plan: sequential scans of it, and the indexes (name and condition) used on it. */
export function accessOf(explained: unknown, table: string, indexPrefix: string) {
  const [{ Plan: root }] = explained as [{ Plan: PlanNode }];
  const all = nodes(root);
  return {
    seqScans: all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table).length,
    indexes: all
      .filter((n) => n['Index Name']?.startsWith(indexPrefix))
      .map((n) => ({ name: n['Index Name']!, condition: n['Index Cond'] ?? n['Recheck Cond'] ?? '' })),
  };
}

interface AnalyzedNode {
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: AnalyzedNode[];
}

/**
 * The rows every node of an EXPLAIN (ANALYZE, FORMAT JSON) produced, summed over its loops: a
 * measure of a statement's work that, unlike its time, does not depend on how busy the machine is.
 */
export function rowsProduced(explained: unknown): number {
  const [{ Plan: root }] = explained as [{ Plan: AnalyzedNode }];
  const sum = (node: AnalyzedNode): number =>
    node['Actual Rows'] * node['Actual Loops'] + (node.Plans ?? []).reduce((total, child) => total + sum(child), 0);
  return sum(root);
}

interface BufferedNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/**
 * The blocks a statement explained with (ANALYZE, BUFFERS, FORMAT JSON) read, from memory or disk,
 * functions it called included: like rowsProduced, a measure of its work that does not depend on
 * how busy the machine is.
 */
export function blocksTouched(explained: unknown): number {
  const [{ Plan: root }] = explained as [{ Plan: BufferedNode }];
  return root['Shared Hit Blocks'] + root['Shared Read Blocks'];
}

interface ScanNode extends AnalyzedNode {
  'Relation Name'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: ScanNode[];
}

/**
 * The rows of `table` the scans of an EXPLAIN (ANALYZE, FORMAT JSON) looked at: those they returned
 * and those their filters removed, over all loops. A read of a whole tenant shows here even when
 * the filter leaves nothing.
 */
export function rowsLookedAt(explained: unknown, table: string): number {
  const [{ Plan: root }] = explained as [{ Plan: ScanNode }];
  const sum = (node: ScanNode): number =>
    (node['Relation Name'] === table
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((total, child) => total + sum(child), 0);
  return sum(root);
}
