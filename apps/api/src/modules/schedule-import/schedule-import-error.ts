import type { ErrorCode } from '@sideline/shared';
import { AppError } from '../../lib/errors.js';

/**
 * Why a schedule file was refused as a whole. `rowNumber` is the spreadsheet row (the header is the
 * first non-blank row, usually 1) whenever the refusal is about a row; it is also in `details`, so a
 * client can show it without parsing the message. File-level refusals (type, size, empty) have none.
 */
export class ScheduleImportError extends AppError {
  constructor(
    statusCode: 400 | 413,
    code: ErrorCode,
    message: string,
    readonly rowNumber: number | null = null,
  ) {
    super(
      statusCode,
      code,
      message,
      rowNumber === null ? undefined : [{ path: `row ${rowNumber}`, message }],
    );
    this.name = 'ScheduleImportError';
  }
}

export const rowError = (rowNumber: number, code: ErrorCode, message: string) =>
  new ScheduleImportError(400, code, `Row ${rowNumber}: ${message}`, rowNumber);
