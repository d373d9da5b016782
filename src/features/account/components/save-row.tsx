import { Button } from '@/components/ui/button';

interface SaveRowProps {
  pending: boolean;
  /** The button's words, and what it says while the form is on its way. */
  label: string;
  busyLabel: string;
  /** Said once the form went through; nothing before. */
  done?: string | null;
}

/** An account form's send button and, once it went through, the line that says so. */
export function SaveRow({ pending, label, busyLabel, done }: SaveRowProps) {
  return (
    <>
      <Button type="submit" disabled={pending}>
        {pending ? busyLabel : label}
      </Button>
      {done && (
        <p role="status" className="account__saved">
          {done}
        </p>
      )}
    </>
  );
}
