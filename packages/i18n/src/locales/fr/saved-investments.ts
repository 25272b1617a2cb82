/** Saved investments (/save-investment) (issue 10): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const savedInvestmentsMessages = {
  title: 'Investissements enregistrés',
  intro:
    'Les investissements que vous avez commencés et gardés pour plus tard. Chacun reste ici jusqu’à sa date d’expiration, jusqu’à la clôture de la campagne ou jusqu’à ce que vous le supprimiez.',
  empty:
    'Vous n’avez aucun investissement enregistré. Sur la page d’investissement d’une campagne, choisissez « Enregistrer pour plus tard » pour garder votre choix ici.',
  list: {
    caption: 'Vos investissements enregistrés, le plus récent en premier',
    campaign: 'Campagne',
    amount: 'Montant',
    shares: 'Actions',
    route: 'Paiement',
    savedOn: 'Enregistré le',
    expires: 'Expire le',
    actions: 'Actions',
  },
  routes: {
    wallet: 'Portefeuille',
    sandbox: 'Carte',
    stripe: 'Carte',
    offline: 'Virement bancaire',
    none: 'Non choisi',
  },
  continue: 'Continuer',
  continueLabel: 'Continuer l’investissement dans {{campaign}}',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer l’investissement enregistré dans {{campaign}}',
  deleted: 'L’investissement enregistré a été supprimé.',
  saveForLater: 'Enregistrer pour plus tard',
  saveHint: 'Pas encore prêt à signer ? Gardez le montant et le mode de paiement pour plus tard.',
  saved: 'Votre investissement a été enregistré. Reprenez-le d’ici quand vous serez prêt.',
};
