/** Un investisseur retire un investissement payé avant la clôture (ticket 16). */
export const withdrawalMessages = {
  errors: {
    notPaid: 'Seul un investissement confirmé peut être retiré.',
    campaignClosed: 'Cette campagne n’est plus ouverte : l’investissement ne peut pas être retiré.',
    tooLate: 'Les investissements dans cette campagne pouvaient être retirés jusqu’au {{until}}.',
  },
  button: 'Retirer mon investissement',
  until: 'Vous pouvez retirer cet investissement jusqu’au {{until}}.',
  confirmTitle: 'Retirer cet investissement ?',
  confirmText: 'Les {{amount}} reviennent dans votre portefeuille et vos parts sont remises en vente. Cette action est définitive.',
  confirm: 'Oui, retirer',
  cancel: 'Garder mon investissement',
  done: 'Votre investissement a été retiré : {{amount}} sont de retour dans votre portefeuille.',
  failed: 'L’investissement n’a pas pu être retiré.',
};
