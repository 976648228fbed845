// One seed for every property suite so a run is reproducible; fast-check prints the seed and the
// counterexample path on failure. FC_SEED overrides it, FC_NUM_RUNS_FACTOR deepens the search.
import fc from 'fast-check';

const seed = Number(process.env.FC_SEED ?? 20261121);
const factor = Number(process.env.FC_NUM_RUNS_FACTOR ?? 1);
fc.configureGlobal({ seed, numRuns: 100 * factor, endOnFailure: false });
