import { STATEMENT_LINE_STATUSES, statementIgnoreInput, statementMatchInput } from '@cf/domain/schemas/disputes';
import LinkIcon from '@mui/icons-material/Link';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  DateField,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { useChoices } from '../../components/useChoices';
import { RecordMoney } from '../payouts/MoneyText';
import { staffDecision } from '../payouts/staff-actions';

const t = (key: string) => `console.reconciliation.${key}`;
const empty = 'console.labels.empty';
const PROBLEMS = ['outgoing', 'noReference', 'unknownReference', 'notPending', 'amountDiffers'] as const;

/** A line waiting for a decision: match it to the bank-transfer investment it paid, or set it aside. */
const LineActions = () => {
  const record = useRecordContext<{ id: string; status: string }>();
  if (!record || record.status !== 'unmatched') return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        label={t('match')}
        title={t('matchTitle')}
        description={t('matchText')}
        icon={<LinkIcon />}
        field={{ name: 'investment', label: t('investment'), schema: statementMatchInput }}
        onConfirm={({ investment }) => staffDecision('bank-statement-lines', record.id, 'match', { investment: investment! })}
        success={t('matched')}
      />
      <ActionDialogButton
        label={t('ignore')}
        title={t('ignoreTitle')}
        description={t('ignoreText')}
        icon={<VisibilityOffIcon />}
        field={{ name: 'note', label: 'resources.bank-statement-lines.fields.note', schema: statementIgnoreInput }}
        onConfirm={({ note }) => staffDecision('bank-statement-lines', record.id, 'ignore', { note: note! })}
        success={t('ignored')}
      />
    </TopToolbar>
  );
};

/** One statement line: what the bank says, and what became of it. */
const LineShow = () => (
  <Show actions={<LineActions />}>
    <SimpleShowLayout>
      <TextField source="date" />
      <RecordMoney source="amount" label="resources.bank-statement-lines.fields.amount" />
      <TextField source="reference" emptyText={empty} />
      <TextField source="description" emptyText={empty} />
      <SelectField source="status" choices={useChoices('statementLineStatus', STATEMENT_LINE_STATUSES)} />
      <SelectField source="problem" choices={useChoices('statementProblem', PROBLEMS)} emptyText={empty} />
      <ReferenceField
        source="investmentId"
        reference="investments"
        link="show"
        label="resources.bank-statement-lines.fields.investmentReference"
        emptyText={empty}
      >
        <TextField source="reference" />
      </ReferenceField>
      <TextField source="fileName" />
      <NumberField source="lineNo" />
      <DateField source="decidedAt" showTime emptyText={empty} />
      <TextField source="note" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default LineShow;
