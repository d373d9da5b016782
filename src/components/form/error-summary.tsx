import type { FieldErrors } from '../../shared/field-errors';

interface ErrorSummaryProps {
  errors: FieldErrors;
  formId: string;
  /** Each field's label, in the order the fields appear, so the list reads like the form. */
  labels: Record<string, string>;
}

/** Lists every problem at the top of a form, each linking to its field. */
export function ErrorSummary({ errors, formId, labels }: ErrorSummaryProps) {
  const fieldOrder = Object.keys(labels);
  const names = Object.keys(errors).sort((a, b) => rank(fieldOrder, a) - rank(fieldOrder, b));
  if (names.length === 0) return null;
  const headingId = `${formId}-error-summary`;
  return (
    // tabIndex -1: focus moves here when the problem is not at a field (useFocusOnError).
    <div className="error-summary" aria-labelledby={headingId} role="alert" tabIndex={-1}>
      <h2 id={headingId}>There is a problem</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            {fieldOrder.includes(name) ? (
              <a href={`#${formId}-${name}`}>{summaryLine(labels[name] ?? name, errors[name] ?? '')}</a>
            ) : (
              errors[name]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function rank(order: string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? -1 : index;
}

/** "Label: message", or the message alone where it already names the field by its label. */
function summaryLine(label: string, message: string): string {
  if (message.toLowerCase().startsWith(label.toLowerCase())) return message;
  // A label that is a question ends in its own mark: no colon after "is it?".
  return `${label}${/[?.!:]$/.test(label) ? ' ' : ': '}${message}`;
}
