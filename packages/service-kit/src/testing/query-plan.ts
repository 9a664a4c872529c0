import type { DataSource } from 'typeorm';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface QueryPlan {
  /** Tables read whole. */
  seqScans: string[];
  /** Indexes read, in plan order. */
  indexes: string[];
}

/** What PostgreSQL would read for `sql` (EXPLAIN, nothing runs): for tests that a statement stays on its indexes. */
export async function queryPlan(
  dataSource: DataSource,
  sql: string,
  parameters: unknown[] = [],
): Promise<QueryPlan> {
  const [row] = await dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return {
    seqScans: nodes
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .flatMap((node) => node['Relation Name'] ?? []),
    indexes: nodes.flatMap((node) => node['Index Name'] ?? []),
  };
}
