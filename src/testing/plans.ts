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
