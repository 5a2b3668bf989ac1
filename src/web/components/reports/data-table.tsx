import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';

export interface DataTableProps {
  caption: string;
  /** Column headings; the first column names the row, the others are figures (right-aligned). */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/** A chart's figures as a real table: for screen readers, and for copying into a spreadsheet. */
export function DataTable(props: DataTableProps) {
  return (
    <Table>
      <TableCaption className="not-sr-only mb-0 caption-top px-3 py-2 text-left text-xs text-muted-foreground">
        {props.caption}
      </TableCaption>
      <TableHeader>
        <TableRow>
          {props.columns.map((column, i) => (
            <TableHead key={column} className={i > 0 ? 'text-right' : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                <TableCell key={i} className="py-2 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
