import type { LetterGroup } from '@/features/content/model/glossary';
import { ALPHABET, letterId } from '@/features/content/model/glossary';

/**
 * A–Z jump links. Every letter is shown so the alphabet reads as a whole, but only letters with
 * terms (after any filter) are links; the others say so to screen readers.
 */
export function GlossaryNav({ groups }: { groups: LetterGroup[] }) {
  const present = new Set(groups.map((group) => group.letter));
  const letters = present.has('#') ? ['#', ...ALPHABET] : ALPHABET;
  return (
    <nav className="glossary-nav" aria-label="Glossary letters">
      <ul className="glossary-nav__list">
        {letters.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a className="glossary-nav__link" href={`#${letterId(letter)}`}>
                {letter}
              </a>
            ) : (
              <span className="glossary-nav__empty">
                <span aria-hidden="true">{letter}</span>
                <span className="visually-hidden">{letter}, no terms</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
