import {
  SIDO,
  SUBSTATION_CSV_COLUMNS,
  managedSubstationBodySchema,
  type ManagedSubstationInput,
} from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { SIDO_SHORT } from '../../lib/sido.js';

/*
 * The operator's CSV of managed substations (contracts SUBSTATION_CSV_COLUMNS): read into rows
 * validated by the same zod schema as the console's form, each line with its own errors.
 */

/** Splits CSV text into records of fields (RFC 4180: quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new AppError('CSV_FILE_INVALID', '따옴표가 닫히지 않은 칸이 있습니다.');
  endRecord();
  return records;
}

/** The file as UTF-8 text (a byte-order mark is dropped); anything else is refused. */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('CSV_FILE_INVALID');
  }
  if (text.includes('\u0000')) throw new AppError('CSV_FILE_INVALID');
  return text.replace(/^\uFEFF/, '');
}

const SIDO_BY_WORD = new Map<string, string>();
for (const sido of SIDO) {
  SIDO_BY_WORD.set(sido.code, sido.code);
  SIDO_BY_WORD.set(sido.name, sido.code);
  for (const alias of sido.aliases) SIDO_BY_WORD.set(alias, sido.code);
}
for (const [full, short] of Object.entries(SIDO_SHORT)) {
  const code = SIDO_BY_WORD.get(short);
  if (code) SIDO_BY_WORD.set(full, code);
}

const WORDS: Record<'status' | 'confidence', Record<string, string>> = {
  status: {
    계통관리: 'managed',
    '계통관리(접속 제한)': 'managed',
    managed: 'managed',
    유연접속: 'flexibleOpen',
    '유연접속 허용': 'flexibleOpen',
    flexibleOpen: 'flexibleOpen',
  },
  confidence: {
    확인: 'confirmed',
    확인됨: 'confirmed',
    confirmed: 'confirmed',
    보도: 'reported',
    '보도 기준': 'reported',
    reported: 'reported',
    미확인: 'unconfirmed',
    unconfirmed: 'unconfirmed',
    추정: 'derived',
    derived: 'derived',
  },
};

export interface CsvLine {
  line: number;
  row: ManagedSubstationInput | null;
  errors: { field: string; message: string }[];
}

/**
 * Reads the CSV's lines: the header names the columns (in any order), each following line is one
 * row checked by `managedSubstationBodySchema`. A missing required column refuses the whole file.
 */
export function readSubstationCsv(text: string): CsvLine[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new AppError('CSV_FILE_INVALID', '첫 줄에 열 이름이 있어야 합니다.');
  const names = header.fields.map((name) => name.trim());
  const missing = SUBSTATION_CSV_COLUMNS.filter(
    (column) => column.required && !names.includes(column.header),
  ).map((column) => column.header);
  if (missing.length > 0) {
    throw new AppError('CSV_FILE_INVALID', `필수 열이 없습니다: ${missing.join(', ')}`);
  }
  return records.map(({ line, fields }) => {
    const cell = (header: string) => {
      const index = names.indexOf(header);
      return index < 0 ? '' : (fields[index] ?? '').trim();
    };
    const errors: CsvLine['errors'] = [];
    const raw: Record<string, unknown> = {};
    for (const column of SUBSTATION_CSV_COLUMNS) {
      const value = cell(column.header);
      switch (column.field) {
        case 'sidoCode': {
          const code = SIDO_BY_WORD.get(value);
          if (!code)
            errors.push({ field: column.field, message: `알 수 없는 시도입니다: '${value}'` });
          raw[column.field] = code ?? value;
          break;
        }
        case 'status':
        case 'confidence':
          raw[column.field] = WORDS[column.field][value] ?? value;
          break;
        case 'reliefFromYear':
        case 'reliefToYear':
          raw[column.field] = value === '' ? null : /^\d+$/.test(value) ? Number(value) : value;
          break;
        default:
          raw[column.field] = value === '' && !column.required ? null : value;
      }
    }
    const parsed = managedSubstationBodySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!errors.some((error) => error.field === field))
          errors.push({ field, message: issue.message });
      }
    }
    return { line, row: parsed.success && errors.length === 0 ? parsed.data : null, errors };
  });
}
