import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import './search.css';

/**
 * The header's search box: a GET form to /content?q=, which works without script; with script it
 * navigates inside the app instead of reloading.
 */
export function HeaderSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/content?q=${encodeURIComponent(query)}` : '/content');
    setText('');
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
      <input
        id="header-search-q"
        name="q"
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}
