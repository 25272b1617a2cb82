import type { statementItemOut } from '@cf/domain/schemas/statements';
import type { WireOf } from '@cf/domain/schemas/wire';

export type StatementItem = WireOf<typeof statementItemOut>;
