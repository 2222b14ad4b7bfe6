import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { csvCell } from '@portal/rules';

/**
 * The provider's CSV re-written cell by cell as it arrives (issue #24 §5): parsed by csv-parse, each cell escaped by
 * the rules' csvCell (a cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe; plain
 * numbers stay numbers), whatever the provider did itself. A cell it already escaped starts with the apostrophe and
 * is left as it is, so a safe file passes unchanged (lines end with \n, as the provider's do).
 */
export function safeCsv(): [parser: Transform, writer: Transform] {
  const parser = parse({ bom: true, relax_column_count: true });
  const writer = new Transform({
    writableObjectMode: true,
    transform(row: string[], _encoding, done) {
      done(null, `${row.map(csvCell).join(',')}\n`);
    },
  });
  return [parser, writer];
}
