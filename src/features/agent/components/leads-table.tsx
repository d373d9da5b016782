// The quote leads as a table an agent at a desk can sort: by name, line, when sent or status, each
// column's header a button that sorts by it and, pressed again, the other way. The server sorts
// (a page holds only some of the leads), and the CSV export follows the same order. On a phone the
// rows stack, one card each, as the guides' tables do.
/* eslint-disable jsx-a11y/no-redundant-roles --
   a phone lays this table out as blocks, and browsers then drop a table's roles: they are said
   outright, as scripts/content/markdown.ts does for the guides' stacked tables. */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { TableScroll } from '../../../components/ui/table-scroll';
import type { Lead, LeadSort } from '../../../shared/agent-schemas';
import { firstDirection, type LeadFilter } from '../api/list-leads';
import { LeadRow } from './lead-row';

type Order = Pick<LeadFilter, 'sort' | 'dir'>;

const SORT_WORDS: Record<LeadSort, { asc: string; desc: string }> = {
  name: { asc: 'surname A to Z', desc: 'surname Z to A' },
  line: { asc: 'line A to Z', desc: 'line Z to A' },
  sent: { asc: 'oldest first', desc: 'newest first' },
  status: { asc: 'new to closed', desc: 'closed to new' },
};

/** What the table is sorted by, in words (its caption, and what the live region says). */
export const sortedBy = ({ sort, dir }: Order) => `Sorted by ${SORT_WORDS[sort][dir]}.`;

function SortHeader({
  column,
  label,
  order,
  onSort,
}: {
  column: LeadSort;
  label: string;
  order: Order;
  onSort: (order: Order) => void;
}) {
  const active = order.sort === column;
  const Icon = !active ? ArrowUpDown : order.dir === 'asc' ? ArrowUp : ArrowDown;
  const next = active ? (order.dir === 'asc' ? 'desc' : 'asc') : firstDirection(column);
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={active ? (order.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="leads-table__sort" onClick={() => onSort({ sort: column, dir: next })}>
        {label}
        <Icon className="icon" aria-hidden="true" focusable="false" />
      </button>
    </th>
  );
}

export function LeadsTable({
  leads,
  order,
  onSort,
  onChange,
}: {
  leads: Lead[];
  order: Order;
  onSort: (order: Order) => void;
  onChange: (lead: Lead) => void;
}) {
  const header = { order, onSort };
  return (
    <TableScroll label="Quote leads" stack>
      <table role="table" className="leads-table">
        <caption className="visually-hidden">Quote leads. {sortedBy(order)}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <SortHeader column="name" label="Name" {...header} />
            <th role="columnheader" scope="col">
              Contact
            </th>
            <SortHeader column="line" label="Line" {...header} />
            <SortHeader column="sent" label="Sent" {...header} />
            <SortHeader column="status" label="Status" {...header} />
          </tr>
        </thead>
        <tbody role="rowgroup">
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} onChange={onChange} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
