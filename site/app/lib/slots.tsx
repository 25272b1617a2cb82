import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/** The marker a translation gets in place of a value that markup fills (an amount shown as <Money>). */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

/**
 * A translated sentence with its slots replaced by nodes: the translators keep the word order of
 * their language, and the amount inside still renders through <Money> (its left-to-right isolate).
 */
export function fillSlots(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(MARK).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (nodes[piece] ?? piece) : piece}</Fragment>);
}
