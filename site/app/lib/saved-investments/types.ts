import type { savedInvestmentOut } from '@cf/domain/schemas/saved-investments';
import type { WireOf } from '@cf/domain/schemas/wire';

export type SavedInvestment = WireOf<typeof savedInvestmentOut>;
