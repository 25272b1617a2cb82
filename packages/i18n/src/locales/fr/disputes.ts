/** Namespace `disputes`: chargebacks, bank returns and reconciliation (API errors, notifications, e-mails). */
export const disputesMessages = {
  title: 'Litiges',
  errors: {
    payoutsFrozen:
      'Les versements de cette campagne sont suspendus : {{amount}} reste dû après une rétrofacturation ou un rejet bancaire. Ils reprendront une fois ce montant réglé.',
    notOpen: 'Ce litige a déjà été tranché.',
    notLost: 'Seul un litige perdu peut être passé en perte.',
    nothingOwed: 'Rien n’est dû pour ce litige.',
    nothingToRecover: 'La plateforme ne doit rien au porteur de cette campagne pour le moment : il n’y a rien sur quoi récupérer.',
    paymentNotFound:
      'Aucun paiement ne porte cette référence. Indiquez une référence d’investissement (INV-…) ou un identifiant de session de paiement.',
    paymentNotDisputable: 'Ce paiement n’est pas passé par un moyen de paiement (un paiement par portefeuille reste dans la plateforme).',
    amountTooLarge: 'Le montant dépasse celui du paiement ({{amount}}).',
    duplicate: 'Un litige avec cette référence de prestataire a déjà été enregistré.',
    statementFile: 'Choisissez un fichier CSV à importer.',
    statementEmpty: 'Le fichier ne contient aucune ligne de relevé.',
    statementHeader: 'La première ligne doit nommer les colonnes : date, montant, devise, et référence ou libellé.',
    statementTooLong: 'Un relevé peut compter au plus {{maximum}} lignes.',
    badDate: 'Ligne {{line}} : la date n’est pas une date (AAAA-MM-JJ ou JJ/MM/AAAA).',
    badAmount: 'Ligne {{line}} : le montant n’est pas un montant (par exemple 1250.00 ou -12.50).',
    badCurrency: 'Ligne {{line}} : la devise n’est pas un code de trois lettres.',
    unknownCurrency: 'Ligne {{line}} : la devise {{currency}} n’est pas connue de la plateforme.',
    lineDecided: 'Cette ligne de relevé a déjà été traitée.',
    investmentNotPending: 'Cet investissement n’est pas un virement bancaire en attente de paiement.',
    lineMismatch: 'Le montant ou la devise de la ligne ne correspond pas à l’investissement ({{amount}}).',
  },
  problems: {
    outgoing: 'Argent envoyé, et non reçu.',
    noReference: 'Aucune référence d’investissement (INV-…) dans la ligne.',
    unknownReference: 'Aucun investissement ne porte cette référence.',
    notPending: 'L’investissement n’attend pas de virement bancaire.',
    amountDiffers: 'Le montant ou la devise diffère de celui de l’investissement.',
  },
  notify: {
    investmentReversed:
      'Votre paiement de {{amount}} pour {{campaign}} a été repris par votre banque ou l’émetteur de votre carte : votre investissement {{reference}} a donc été annulé.',
    walletDebited:
      'Votre banque ou l’émetteur de votre carte a repris un paiement de {{amount}} : il a été prélevé sur votre portefeuille.',
    paymentDisputed:
      'Votre banque ou l’émetteur de votre carte a ouvert un litige sur votre paiement de {{amount}}. Nous y répondrons avec nos justificatifs.',
    ownerOwes:
      'Une rétrofacturation ou un rejet bancaire de {{amount}} sur {{campaign}} est arrivé après que les fonds vous ont été réglés. Vous devez ce montant, et les versements de la campagne sont suspendus jusqu’à son règlement.',
    staffOpened: 'Une rétrofacturation de {{amount}} ({{provider}}, {{campaign}}) a été reçue : justificatifs à fournir avant le {{due}}.',
    staffReturn: 'Un rejet bancaire de {{amount}} ({{provider}}, {{campaign}}) a été reçu.',
    walletCredited:
      'Le litige sur votre paiement de {{amount}} a été tranché en faveur de la plateforme : l’argent est sur votre portefeuille.',
    ownerCleared:
      'La rétrofacturation de {{amount}} sur {{campaign}} a été gagnée : vous ne devez rien à ce titre, et les versements reprennent.',
    ownerLost:
      'La rétrofacturation de {{amount}} sur {{campaign}} a été perdue. {{recovered}} a été retenu sur ce que nous vous devons ; {{owed}} reste dû, et les versements restent suspendus jusqu’à son règlement.',
    ownerRecovered:
      '{{amount}} dû pour une rétrofacturation sur {{campaign}} a été retenu sur ce que nous vous devons ; {{owed}} reste dû.',
    ownerWrittenOff:
      'Les {{amount}} encore dus pour une rétrofacturation sur {{campaign}} ne vous sont plus réclamés : les versements reprennent.',
  },
  email: {
    greeting: 'Bonjour {{firstName}},',
    subject: {
      investmentReversed: 'Votre investissement dans {{campaign}} a été annulé',
      walletDebited: 'Un paiement a été repris sur votre portefeuille',
      paymentDisputed: 'Un litige sur votre paiement',
      ownerOwes: 'Une rétrofacturation sur {{campaign}} : versements suspendus',
      staffOpened: 'Nouvelle rétrofacturation : justificatifs avant le {{due}}',
      staffReturn: 'Nouveau rejet bancaire',
      walletCredited: 'Votre paiement contesté est de retour sur votre portefeuille',
      ownerCleared: 'La rétrofacturation sur {{campaign}} a été gagnée',
      ownerLost: 'La rétrofacturation sur {{campaign}} a été perdue',
      ownerRecovered: 'Une rétrofacturation sur {{campaign}} : montant récupéré',
      ownerWrittenOff: 'La rétrofacturation sur {{campaign}} est réglée',
    },
    action: {
      investmentReversed: 'Voir l’investissement',
      walletDebited: 'Ouvrir votre portefeuille',
      paymentDisputed: 'Ouvrir votre portefeuille',
      ownerOwes: 'Voir vos versements',
      staffOpened: 'Ouvrir le litige',
      staffReturn: 'Ouvrir le litige',
      walletCredited: 'Ouvrir votre portefeuille',
      ownerCleared: 'Voir vos versements',
      ownerLost: 'Voir vos versements',
      ownerRecovered: 'Voir vos versements',
      ownerWrittenOff: 'Voir vos versements',
    },
  },
};
