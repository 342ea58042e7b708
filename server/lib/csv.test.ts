import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","Click")')).toBe(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('Smith = Jones')).toBe('Smith = Jones');
  });

  it('keeps numbers as numbers, even negative ones', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(csvCell('Flat 2, 10 High St')).toBe('"Flat 2, 10 High St"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header and rows with CRLF line ends after a UTF-8 byte order mark', () => {
    const csv = toCsv(
      ['Name', 'Phone'],
      [
        ['Zoë Brontë', '=cmd|calc'],
        ['A, B', null],
      ],
    );
    expect(csv).toBe('\uFEFFName,Phone\r\nZoë Brontë,\'=cmd|calc\r\n"A, B",\r\n');
  });
});
