import type { CSSProperties, ReactNode } from 'react';

interface ConsoleTableProps {
  /** The console's own table style. */
  className?: string;
  style?: CSSProperties;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly string[];
  /** Shown across the table instead of rows; false while there is something to list. */
  empty?: string | false;
  children: ReactNode;
}

/** A list in either console: a header row of column names and the rows the page draws. */
export function ConsoleTable({
  className,
  style,
  caption,
  columns,
  empty,
  children,
}: ConsoleTableProps) {
  return (
    <table className={className} style={style}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children}
        {empty && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
