import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import './search.css';

/**
 * The header's search box: a GET form to /content?q=, which works without script; with script it
 * navigates inside the app instead of reloading. The box is uncontrolled: words typed before the
 * header hydrated are in the box, not in React's state, so the form reads the box itself.
 */
export function HeaderSearch() {
  const [, navigate] = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const query = String(new FormData(form).get('q') ?? '').trim();
    navigate(query ? `/content?q=${encodeURIComponent(query)}` : '/content');
    form.reset();
  }

  return (
    <form
      role="search"
      aria-label="Site"
      action="/content"
      method="get"
      className="header-search"
      onSubmit={onSubmit}
    >
      <label htmlFor="header-search-q" className="visually-hidden">
        Search the site
      </label>
      <input id="header-search-q" name="q" type="search" autoComplete="off" />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}
