import type { WireOf } from '@cf/domain';
import type { ledgerCheckOut, trialBalanceOut } from '@cf/domain/schemas/ledger-answers';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { downloadFile } from './download';
import { API_URL, httpClient } from './httpClient';
import { actionUrl, consoleUrl } from './urls';

export type UploadedImage = { url: string; width: number; height: number };
type Id = string | number;
type Row = Record<string, unknown>;

/** Staff actions beside CRUD; components reach them with useDataProvider<ConsoleDataProvider>(). */
export type ConsoleDataProvider = DataProvider & {
  setMaintenance: (on: boolean) => Promise<{ id: number; maintainanceMode: boolean }>;
  uploadImage: (file: File) => Promise<UploadedImage>;
  downloadSubscribersCsv: () => Promise<void>;
  /** Staff decisions on people (issue 3): each is POST /<resource>/:id/<action>, audited by the API. */
  suspendUser: (id: Id, reason: string) => Promise<Row>;
  restoreUser: (id: Id) => Promise<Row>;
  setStaffFlag: (id: Id, isAdmin: boolean) => Promise<Row>;
  approveKyc: (id: Id) => Promise<Row>;
  declineKyc: (id: Id, reason: string) => Promise<Row>;
  approveAccreditation: (id: Id) => Promise<Row>;
  declineAccreditation: (id: Id, reason: string) => Promise<Row>;
  completeDeletion: (id: Id) => Promise<Row>;
  rejectDeletion: (id: Id, staffNote: string) => Promise<Row>;
  /** Campaign decisions (issue 4): each moves the status machine, notifies the owner and is audited. */
  decideCampaign: (id: Id, action: CampaignDecision, reason?: string | null) => Promise<Row>;
  featureCampaign: (id: Id, featured: boolean) => Promise<Row>;
  moderateComment: (id: Id, action: CommentModeration) => Promise<Row>;
  /** An offline (bank transfer) investment: the money arrived, or it never will (issue 8); audited. */
  decideOfflineInvestment: (id: Id, received: boolean) => Promise<Row>;
  /** The ledger's invariants recomputed from its entries. */
  checkLedger: () => Promise<LedgerCheck>;
  /** Per currency and account kind, recomputed from the entries (of transfers up to `until`, a day). */
  trialBalance: (until?: string) => Promise<TrialBalance>;
  /** A money list's server-made CSV (GET /<resource>/export.csv) for the list's current filter, every page. */
  downloadListCsv: (resource: string, filter: Row) => Promise<void>;
  /** The accountant's journal: every ledger entry of the transfers made between two days (inclusive). */
  downloadJournal: (range: { from?: string; to?: string }) => Promise<void>;
};

export type LedgerCheck = WireOf<typeof ledgerCheckOut>;
export type TrialBalance = WireOf<typeof trialBalanceOut>;

export type CampaignDecision = 'approve' | 'decline' | 'hide' | 'inactivate' | 'reactivate';
export type CommentModeration = 'approve' | 'decline' | 'spam';

const SUBSCRIBERS_CSV = `${API_URL}/newsletter-subscribers/export.csv`;

/** POST /<resource>/:id/<action> with an optional JSON body; the answer is the updated record. */
async function staffAction(resource: string, id: Id, action: string, body?: Row): Promise<Row> {
  const { json } = await httpClient(actionUrl(resource, id, action), {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
  });
  return json as Row;
}

export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  setMaintenance: async (on) => {
    const { json } = await httpClient(`${API_URL}/site-settings/1/maintenance`, {
      method: 'POST',
      body: JSON.stringify({ maintainanceMode: on }),
    });
    return json as { id: number; maintainanceMode: boolean };
  },
  uploadImage: async (file) => {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
    return json as UploadedImage;
  },
  downloadSubscribersCsv: () => downloadFile(SUBSCRIBERS_CSV, 'newsletter-subscribers.csv'),
  suspendUser: (id, reason) => staffAction('users', id, 'suspend', { reason }),
  restoreUser: (id) => staffAction('users', id, 'restore'),
  setStaffFlag: (id, isAdmin) => staffAction('users', id, 'staff', { isAdmin }),
  approveKyc: (id) => staffAction('kyc', id, 'approve'),
  declineKyc: (id, reason) => staffAction('kyc', id, 'decline', { reason }),
  approveAccreditation: (id) => staffAction('accreditations', id, 'approve'),
  declineAccreditation: (id, reason) => staffAction('accreditations', id, 'decline', { reason }),
  completeDeletion: (id) => staffAction('deletion-requests', id, 'complete'),
  rejectDeletion: (id, staffNote) => staffAction('deletion-requests', id, 'reject', { staffNote }),
  // An empty note is sent as null: approve and reactivate take an optional one.
  decideCampaign: (id, action, reason) => staffAction('campaigns', id, action, { reason: reason || null }),
  featureCampaign: (id, featured) => staffAction('campaigns', id, 'feature', { featured }),
  moderateComment: (id, action) => staffAction('comments', id, action),
  decideOfflineInvestment: (id, received) => staffAction('investments', id, received ? 'confirm-offline' : 'reject-offline'),
  checkLedger: async () => (await httpClient(`${API_URL}/ledger/check`)).json as LedgerCheck,
  trialBalance: async (until) =>
    (await httpClient(`${API_URL}/ledger/trial-balance${until ? `?until=${encodeURIComponent(until)}` : ''}`)).json as TrialBalance,
  downloadListCsv: (resource, filter) =>
    downloadFile(`${consoleUrl(resource, 'export.csv')}?filter=${encodeURIComponent(JSON.stringify(filter))}`, `${resource}.csv`),
  downloadJournal: ({ from, to }) => {
    const query = new URLSearchParams(Object.entries({ from, to }).filter((e): e is [string, string] => Boolean(e[1])));
    return downloadFile(`${API_URL}/ledger/journal.csv?${query.toString()}`, 'journal.csv');
  },
};
