// One quote lead as a row of the leads table: who (with their answers behind a disclosure), how to
// reach them, what they asked about, when, and its status as a drop-down whose change is saved at
// once and read out by the console's live region.
/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   a phone lays this table out as blocks, and browsers then drop a table's roles: they are said
   outright, as scripts/content/markdown.ts does for the guides' stacked tables. */
import { formatAgencyDateTime } from '@/shared/format-date';
import { useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import { LineIcon } from '../../../components/ui/line-icon';
import { findService } from '../../../shared/services-catalog';
import { describeAnswers } from '../../../shared/quote-answer-labels';
import type { Lead } from '../../../shared/agent-schemas';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/lead-statuses';
import { updateLead } from '../api/update-lead';
import { useAnnounce } from '../state/console-status';
import { formatPhone } from '../../../shared/format-phone';
import { leadStatusLabels, lineLabel, optionLabel } from '../state/labels';
import { EmailLink } from '../../../components/ui/email';

export function LeadRow({ lead, onChange }: { lead: Lead; onChange: (lead: Lead) => void }) {
  const announce = useAnnounce();
  const [saving, setSaving] = useState(false);

  async function move(status: LeadStatus) {
    setSaving(true);
    try {
      onChange(await updateLead(lead.id, status));
      announce(`Lead ${lead.reference} is now ${leadStatusLabels[status].toLowerCase()}.`);
    } catch (error) {
      announce(
        `Lead ${lead.reference} was not changed (${statusOf(error) ?? 'no connection'}). Try again.`,
        'error',
      );
    } finally {
      setSaving(false);
    }
  }

  const answers = describeAnswers(lead.answers);
  const service = lead.service ? (findService(lead.line, lead.service)?.service.title ?? lead.service) : '';
  return (
    // Roles said outright: a phone lays the table out as blocks, and browsers then drop its roles.
    <tr role="row">
      <td role="rowheader" className="leads-table__who">
        <span className="leads-table__name">
          {lead.firstName} {lead.lastName}
        </span>
        <span className="leads-table__meta">
          {lead.reference}
          {lead.fromMember ? ' · member' : ''}
        </span>
        {answers.length > 0 && (
          <details className="leads-table__answers">
            <summary>Their answers</summary>
            <dl className="console__facts">
              {answers.map(({ name, label, text }) => (
                <div key={name} className="console__fact">
                  <dt>{label}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </td>
      <td role="cell" data-label="Contact" className="leads-table__contact">
        <EmailLink email={lead.email} />
        <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{formatPhone(lead.phone)}</a>
        <span className="leads-table__meta">Best time: {optionLabel('contactTime', lead.contactTime)}</span>
      </td>
      <td role="cell" data-label="Line">
        <LineIcon line={lead.line} /> {lineLabel(lead.line)}
        {service && <span className="leads-table__meta">{service}</span>}
      </td>
      <td role="cell" data-label="Sent">
        {formatAgencyDateTime(lead.createdAt)}
      </td>
      <td role="cell" data-label="Status" className="leads-table__status">
        {/* Its column's header is its label on screen; a screen reader hears the lead's reference too. */}
        <select
          aria-label={`Status of ${lead.reference}`}
          value={lead.status}
          aria-busy={saving}
          onChange={(event) => void move(event.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
