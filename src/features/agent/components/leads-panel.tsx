// Quote leads: filter by line and status, sort the table by a column, change a lead's status, page,
// and export the same list in the same order as CSV (a plain link: the server sends it as an
// attachment and logs the export).
import { useAtom } from '@/lib/atom-hooks';
import Download from 'lucide-react/icons/download';
import { SelectField } from '../../../components/form';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Lead } from '../../../shared/agent-schemas';
import { LEAD_STATUSES } from '../../../shared/lead-statuses';
import { leadsCsvHref, listLeads } from '../api/list-leads';
import { useRemote } from '../../../lib/use-remote';
import { consoleKeys } from '../../../shared/console-loads';
import { leadStatusLabels, lineOptions } from '../state/labels';
import { leadFilterAtom } from '../state/lead-filter';
import { useAnnounce } from '../state/console-status';
import { LeadsTable, sortedBy } from './leads-table';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';

const statusOptions = LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }));
const filters = [
  { name: 'line', label: 'Line of cover', placeholder: 'All lines', options: lineOptions },
  { name: 'status', label: 'Status', placeholder: 'Any status', options: statusOptions },
] as const;

export function LeadsPanel() {
  const [filter, setFilter] = useAtom(leadFilterAtom);
  const announce = useAnnounce();
  const leads = useRemote(
    consoleKeys.leads(filter.line, filter.status, filter.page, filter.sort, filter.dir),
    () => listLeads(filter, filter.page),
  );

  function replace(lead: Lead) {
    leads.setData((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === lead.id ? lead : item)),
    }));
  }

  return (
    <section aria-labelledby="leads-heading">
      <h2 id="leads-heading">Quote leads</h2>
      <div className="console__filters console__filters--row">
        {filters.map((f) => (
          <SelectField
            key={f.name}
            formId="leads"
            {...f}
            value={filter[f.name]}
            onChange={(event) =>
              setFilter({ ...filter, [f.name]: event.target.value, page: 1 } as typeof filter)
            }
          />
        ))}
        <p className="console__export">
          <a className="button button--secondary" href={leadsCsvHref(filter)} download>
            <Download className="icon" aria-hidden="true" focusable="false" />
            Export these leads as CSV
          </a>
        </p>
      </div>
      {leads.failure !== undefined && (
        <LoadProblem failure={leads.failure} what="the quote leads" onRetry={leads.reload} />
      )}
      {leads.loading && !leads.data && <Skeleton size="console" />}
      {leads.data && (
        <>
          <p className="console__count">{leads.data.total === 1 ? '1 lead' : `${leads.data.total} leads`}</p>
          {leads.data.items.length === 0 && <p>No quote leads match these filters.</p>}
          {leads.data.items.length > 0 && (
            <LeadsTable
              leads={leads.data.items}
              order={filter}
              onChange={replace}
              onSort={(order) => {
                setFilter({ ...filter, ...order, page: 1 });
                announce(`Quote leads. ${sortedBy(order)}`);
              }}
            />
          )}
          <Pager label="Pages of leads" of={leads.data} onPage={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </section>
  );
}
