// One quote lead: who, how to reach them, what they asked about, and its status as a drop-down
// whose change is saved at once and read out by the console's live region.
import { formatAgencyDateTime } from '@/shared/format-date';
import { useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import { SelectField } from '../../../components/form';
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

const statusOptions = LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }));

export function LeadCard({ lead, onChange }: { lead: Lead; onChange: (lead: Lead) => void }) {
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
  return (
    <li className="console__card">
      <h3>
        <LineIcon line={lead.line} /> {lead.firstName} {lead.lastName}
      </h3>
      <p className="console__meta">
        {lead.reference} · {lineLabel(lead.line)}
        {lead.service ? ` (${findService(lead.line, lead.service)?.service.title ?? lead.service})` : ''} ·
        sent {formatAgencyDateTime(lead.createdAt)}
        {lead.fromMember ? ' · member' : ''}
      </p>
      <dl className="console__facts">
        <dt>Email</dt>
        <dd>
          <EmailLink email={lead.email} />
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{formatPhone(lead.phone)}</a>
        </dd>
        <dt>Best time</dt>
        <dd>{optionLabel('contactTime', lead.contactTime)}</dd>
      </dl>
      {answers.length > 0 && (
        <details>
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
      <SelectField
        formId={`lead-${lead.id}`}
        name="status"
        label={`Status of ${lead.reference}`}
        options={statusOptions}
        value={lead.status}
        aria-busy={saving}
        onChange={(event) => void move(event.target.value as LeadStatus)}
      />
    </li>
  );
}
