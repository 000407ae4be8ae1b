/** The import screen's reading of a file's header row and its matching of headers to fields (src/app/modules/import/mapping.ts). */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { csvHeaders, fileHeaders, mappingToSend, matchHeaders } from '../../src/app/modules/import/mapping';

const FIELDS = [
  { name: 'company_id', labels: ['Company ID', 'Unternehmens-ID'] },
  { name: 'company_name', labels: ['Company name'] },
  { name: 'email', labels: ['Email'] },
];

describe('import mapping', () => {
  it("splits a CSV header line on its most frequent separator, quotes honoured, a BOM and Windows-1252 read", () => {
    expect(csvHeaders('Company ID;"Name; full";Email\r\nA;B;C')).toEqual(['Company ID', 'Name; full', 'Email']);
    expect(csvHeaders('a\tb\tc,d\n1\t2\t3')).toEqual(['a', 'b', 'c,d']);
    expect(fileHeaders(new TextEncoder().encode('\uFEFFCompany ID,"Say ""hi""",Email\nx,y,z')).headers).toEqual(['Company ID', 'Say "hi"', 'Email']);
    expect(fileHeaders(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x42, 0x0a])).headers).toEqual(['Café', 'B']);
  });

  it('reads an XLSX as Excel writes it (shared strings): its sheets and the chosen sheet\'s header row, gaps kept', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Company ID', null, 'E-mail & co'], ['A', 'B', 'C']]), 'Customers');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Other', 12]]), 'Notes <2>');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer);
    expect(fileHeaders(bytes)).toEqual({ sheets: ['Customers', 'Notes <2>'], headers: ['Company ID', '', 'E-mail & co'] });
    expect(fileHeaders(bytes, 'Notes <2>').headers).toEqual(['Other', '12']);
    // Not a workbook after all: nothing read here, the server's dry run says what is wrong.
    expect(fileHeaders(Uint8Array.from([0x50, 0x4b, 1, 2, 3]))).toEqual({ sheets: [], headers: [] });
  });

  it('matches headers by name or label ignoring case and spaces; a remembered choice wins; sends only what was decided', () => {
    const headers = ['company id', 'Unternehmens ID', 'Company_Name', 'Notes', 'Email', ''];
    expect(matchHeaders(headers, FIELDS)).toEqual(['company_id', undefined, 'company_name', undefined, 'email', undefined]);
    expect(matchHeaders(['UNTERNEHMENS - ID'], FIELDS)).toEqual(['company_id']);
    const chosen = matchHeaders(headers, FIELDS, { Notes: null, Email: 'company_name', 'company id': 'gone_field' });
    expect(chosen).toEqual(['company_id', undefined, 'company_name', null, 'company_name', undefined]);
    expect(mappingToSend(headers, chosen)).toEqual({ 'company id': 'company_id', Company_Name: 'company_name', Notes: null, Email: 'company_name' });
  });
});
