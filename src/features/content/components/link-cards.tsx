import { Link } from 'wouter';
import type { LinkRef } from '../../../shared/content-types';
import '../styles/services-guides.css';

interface LinkCardsProps {
  cards: (LinkRef & { summary: string })[];
  /** Level of each card's title, so the page's heading outline has no gaps. */
  level?: 2 | 3;
}

/** A grid of cards, each a titled link to a page and its one-paragraph summary. */
export function LinkCards({ cards, level = 3 }: LinkCardsProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid link-cards">
      {cards.map((card) => (
        <li key={card.path} className="card link-card">
          <Title className="link-card__title">
            <Link href={card.path}>{card.title}</Link>
          </Title>
          <p>{card.summary}</p>
        </li>
      ))}
    </ul>
  );
}
