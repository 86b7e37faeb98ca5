import { describe, expect, it } from 'vitest';
import { parseCodeLines } from './codes-editor';

describe('codes editor', () => {
  it("reads 'code=name' lines, keeping '=' inside names and leaving out lines without a code", () => {
    expect(parseCodeLines('A=가\n\n=이름만\nB = 나=다 \n코드만')).toEqual([
      { code: 'A', codeNm: '가' },
      { code: 'B', codeNm: '나=다' },
    ]);
  });
});
