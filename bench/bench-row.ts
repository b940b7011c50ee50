/** One figure of `npm run bench`: what bench/run.mjs prints in its table, against a budget when there is one. */
export interface BenchRow {
  suite: string;
  metric: string;
  value: number;
  unit: string;
  budget?: number;
  better: "lower" | "higher";
}
