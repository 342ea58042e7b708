/**
 * The quote extractor's accuracy over its corpus, per field and overall:
 * `npm run ai:accuracy` (add --verbose to list every miss).
 */
import { HELD_OUT_CASES } from '../domain/ai/corpus/held-out';
import { CORPUS } from '../domain/ai/corpus/index';
import { scoreCorpus } from '../domain/ai/corpus/score';
import { FIELD_KEYS } from '../domain/ai/schema';

const { perField, total, overall, accuracy, results } = scoreCorpus(CORPUS);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

console.log(`Quote extractor accuracy over ${CORPUS.length} supplier texts\n`);
console.log(`${'field'.padEnd(28)} ${'right'.padStart(5)} ${'of'.padStart(4)} ${'extra'.padStart(5)}  accuracy`);
for (const key of FIELD_KEYS) {
  const s = perField[key];
  console.log(
    `${key.padEnd(28)} ${String(s.right).padStart(5)} ${String(s.expected).padStart(4)} ${String(s.spurious).padStart(5)}  ${s.expected + s.spurious === 0 ? 'not measured' : pct(accuracy(s))}`,
  );
}
console.log(
  `\n${'overall'.padEnd(28)} ${String(total.right).padStart(5)} ${String(total.expected).padStart(4)} ${String(total.spurious).padStart(5)}  ${pct(overall)}`,
);
console.log(
  '(right of the expected fields; "extra" are fields filled that the text does not support, counted as wrong)',
);
const held = scoreCorpus(HELD_OUT_CASES);
console.log(
  `held-out texts (written after the rules were tuned; 91.6 % when first measured): ${pct(held.overall)} over ${HELD_OUT_CASES.length}`,
);

if (process.argv.includes('--verbose')) {
  for (const r of results) {
    if (!r.wrong.length) continue;
    console.log(`\n${r.id}`);
    for (const w of r.wrong)
      console.log(`  ${w.key}: expected ${JSON.stringify(w.expected)} got ${JSON.stringify(w.got)}`);
  }
}
