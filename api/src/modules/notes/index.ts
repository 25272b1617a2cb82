/** Convertible notes at maturity (issue 9 §5): staff convert them into shares or repay them, once per campaign. */
export { decideNote } from './maturity';
export { notesWhere, selectNotes } from './read';
