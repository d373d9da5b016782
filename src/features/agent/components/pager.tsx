import { Button } from '../../../components/ui/button';

interface PagerProps {
  /** A page of a list as the agent API answers it. */
  of: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
  label: string;
}

/** Previous and next with "page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ of: { page, pageSize, total }, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="console__pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
