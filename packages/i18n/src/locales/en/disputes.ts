/** Namespace `disputes`: chargebacks, bank returns and reconciliation. */
export const disputesMessages = {
  title: 'Disputes',
};
