import { BooleanField, DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { useMoneyFormat } from '../ledger/money';
import { NoteDecision } from './NoteDecision';
import { OutcomeText } from './OutcomeText';

type Note = { principal: number; conversionPrice: number | null; currency: string; outcome: string | null };
const empty = 'console.labels.empty';

/** One note campaign: its terms, its paid notes, and the decision at maturity (or the button to make it). */
const NoteShow = () => {
  const format = useMoneyFormat();
  return (
    <Show
      actions={
        <TopToolbar>
          <NoteDecision />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="campaignName" />
        <NumberField source="id" />
        <TextField source="maturityDate" />
        <BooleanField source="matured" />
        <TextField source="conversionTrigger" emptyText={empty} />
        <TextField source="redemptionTerms" emptyText={empty} />
        <FunctionField<Note> source="principal" render={(r) => format(r.principal, r.currency)} />
        <NumberField source="investments" />
        <FunctionField<Note> source="outcome" render={(r) => (r.outcome ? <OutcomeText value={r.outcome} /> : '—')} />
        <FunctionField<Note>
          source="conversionPrice"
          render={(r) => (r.conversionPrice === null ? '—' : format(r.conversionPrice, r.currency))}
        />
        <TextField source="shareClass" emptyText={empty} />
        <NumberField source="certificates" />
        <DateField source="decidedAt" showTime emptyText={empty} />
      </SimpleShowLayout>
    </Show>
  );
};

export default NoteShow;
