/**
 * A checklist's missing item (a field key of @cf/domain's campaignChecklist) as what the console
 * shows: a field label (property fields without their "property." prefix), or the id of a required
 * platform question that has no answer yet (`faqs.<questionId>`).
 */
export type MissingItem = { kind: 'field'; label: string } | { kind: 'question'; id: number };

export function missingItem(field: string): MissingItem {
  const question = /^faqs\.(\d+)$/.exec(field);
  if (question) return { kind: 'question', id: Number(question[1]) };
  const name = field.startsWith('property.') ? field.slice('property.'.length) : field;
  return { kind: 'field', label: `resources.campaigns.fields.${name}` };
}

/** The required questions a checklist says are unanswered, each once. */
export function missingQuestionIds(sections: readonly { missing: readonly string[] }[]): number[] {
  const ids = new Set<number>();
  for (const section of sections) {
    for (const field of section.missing) {
      const item = missingItem(field);
      if (item.kind === 'question') ids.add(item.id);
    }
  }
  return [...ids];
}
