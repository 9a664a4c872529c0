// Every document the code cites is in the repository: no citation of the planning documents that
// stayed outside it, and every `product.md §N` names a section that docs/product.md has.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './stack.mjs';

const trackedTextFiles = () =>
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|cjs|js|json|md|css|txt|yml)$/.test(file) &&
        file !== 'package-lock.json' &&
        file !== 'scripts/doc-references.test.mjs',
    );

test('nothing cites a document that is not in the repository', () => {
  const outside = /\b(SPEC|ARCHITECTURE|STYLE|DESIGN|FIELD-NOTES)(\.md)?\b/;
  const citing = trackedTextFiles().filter((file) =>
    outside.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  assert.deepEqual(citing, []);
});

test('every product.md § citation names a section of docs/product.md', () => {
  const headings = new Set(
    [
      ...readFileSync(join(ROOT, 'docs/product.md'), 'utf8').matchAll(
        /^#{2,3} (\d+(?:\.\d+)?)\.? /gm,
      ),
    ].map((match) => match[1]),
  );
  const missing = new Set();
  for (const file of trackedTextFiles()) {
    for (const [, section] of readFileSync(join(ROOT, file), 'utf8').matchAll(
      /product\.md §(\d+(?:\.\d+)?)/g,
    )) {
      if (!headings.has(section.replace(/\.$/, ''))) missing.add(`${file}: §${section}`);
    }
  }
  assert.deepEqual([...missing], []);
});

test('every docs/<file>.md "Heading" citation names a heading or a bold lead-in of that document', () => {
  const missing = new Set();
  for (const file of trackedTextFiles()) {
    for (const [, document, quoted] of readFileSync(join(ROOT, file), 'utf8').matchAll(
      /\b(docs\/[\w./-]+\.md),? "([^"]+)"/g,
    )) {
      // A heading quoted across two comment lines: "Search on\n * indexes".
      const heading = quoted.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ');
      let text;
      try {
        text = readFileSync(join(ROOT, document), 'utf8');
      } catch {
        missing.add(`${file}: ${document} (no such document)`);
        continue;
      }
      const headings = [...text.matchAll(/^(?:#{1,4} (.+)|- \*\*([^*]+)\*\*)/gm)].map((match) =>
        (match[1] ?? match[2]).trim(),
      );
      if (!headings.some((title) => title === heading || title.startsWith(`${heading} `)))
        missing.add(`${file}: ${document} "${heading}"`);
    }
  }
  assert.deepEqual([...missing], []);
});
