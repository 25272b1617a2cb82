import type { Ref } from 'react';
import type { CampaignCard as Card } from '~/lib/campaigns-public/types';
import { CampaignCard } from './CampaignCard';

type Props = {
  cards: Card[];
  lang: string;
  headingLevel?: 2 | 3;
  /** Ids the visitor saved; null hides the save toggles. */
  savedIds: Set<number> | null;
  signedIn: boolean;
  listRef?: Ref<HTMLUListElement>;
  label?: string;
};

/** Cards in a responsive grid (one column on phones, three on wide screens); the first row loads eagerly. */
export function CardGrid({ cards, lang, headingLevel = 2, savedIds, signedIn, listRef, label }: Props) {
  return (
    <ul ref={listRef} aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id} data-index={index}>
          <CampaignCard
            card={card}
            lang={lang}
            headingLevel={headingLevel}
            eager={index < 3}
            saved={savedIds ? savedIds.has(card.id) : null}
            signedIn={signedIn}
          />
        </li>
      ))}
    </ul>
  );
}
