/** Règlement (issue 9) : chaque phrase de cette fonction, sur le site, la console, les notifications et les e-mails. */
export const settlementMessages = {
  errors: {
    closing: 'Cette campagne est clôturée et règle les paiements déjà effectués : elle n’accepte plus d’investissements.',
    notLive: 'Seule une campagne en cours, pas encore réglée, peut être clôturée ou annulée.',
    closeThroughSettlement: 'Une campagne en cours se clôture avec « Clôturer maintenant » dans la console, qui règle son argent.',
  },
  banner: {
    closing: 'Cette campagne est clôturée et n’accepte plus d’investissements. Les paiements déjà effectués sont en cours de règlement.',
    successful: 'Cette campagne s’est clôturée avec succès et n’accepte plus d’investissements.',
    unsuccessfulFixed:
      'Cette campagne s’est clôturée sans atteindre son montant minimum et n’accepte plus d’investissements. Chaque investisseur a été remboursé.',
    unsuccessfulFlexible:
      'Cette campagne s’est clôturée sous son montant minimum et n’accepte plus d’investissements. Selon ses conditions flexibles, l’entreprise conserve les fonds levés.',
    cancelled: 'Cette campagne a été annulée et n’accepte plus d’investissements. Chaque investisseur a été remboursé.',
  },
  notify: {
    investmentKept: '{{campaign}} s’est clôturée avec succès : votre investissement de {{amount}} ({{reference}}) est confirmé.',
    investmentKeptBelowMinimum:
      '{{campaign}} s’est clôturée sous son montant minimum. Selon ses conditions flexibles, l’entreprise conserve les fonds levés, dont votre investissement de {{amount}} ({{reference}}).',
    refundWallet:
      '{{campaign}} n’a pas atteint son montant minimum : votre investissement de {{amount}} ({{reference}}) a été remboursé sur votre portefeuille.',
    refundProvider:
      '{{campaign}} n’a pas atteint son montant minimum : votre investissement de {{amount}} ({{reference}}) a été remboursé sur la carte utilisée. Cela peut prendre quelques jours.',
    refundBankTransfer:
      '{{campaign}} n’a pas atteint son montant minimum : votre investissement de {{amount}} ({{reference}}) sera remboursé par virement sur le compte d’origine.',
    cancelRefundWallet:
      '{{campaign}} a été annulée ({{reason}}) : votre investissement de {{amount}} ({{reference}}) a été remboursé sur votre portefeuille.',
    cancelRefundProvider:
      '{{campaign}} a été annulée ({{reason}}) : votre investissement de {{amount}} ({{reference}}) a été remboursé sur la carte utilisée. Cela peut prendre quelques jours.',
    cancelRefundBankTransfer:
      '{{campaign}} a été annulée ({{reason}}) : votre investissement de {{amount}} ({{reference}}) sera remboursé par virement sur le compte d’origine.',
    paymentCancelled:
      '{{campaign}} est clôturée et votre paiement de {{amount}} ({{reference}}) n’est pas arrivé à temps : il a été annulé. Si l’argent arrive malgré tout, il sera crédité sur votre portefeuille.',
    ownerClosing:
      '{{campaign}} est clôturée. Les paiements encore en cours ({{inFlight}}) sont attendus jusqu’au {{until}} ; l’argent de la campagne sera ensuite réglé.',
    ownerSuccessful:
      '{{campaign}} s’est clôturée avec succès : {{raised}} levés, commission de la plateforme ({{rate}}) {{fee}}, montant qui vous est dû {{net}}.',
    ownerBelowMinimum:
      '{{campaign}} s’est clôturée sous son montant minimum : {{raised}} levés. Selon ses conditions flexibles, vous conservez les fonds : commission de la plateforme ({{rate}}) {{fee}}, montant qui vous est dû {{net}}.',
    ownerRefunded:
      '{{campaign}} s’est clôturée sous son montant minimum : chaque investisseur a été intégralement remboursé ({{raised}}). Aucune commission n’est prélevée.',
    ownerCancelled:
      '{{campaign}} a été annulée par la plateforme ({{reason}}) : chaque investisseur a été intégralement remboursé ({{raised}}).',
  },
  email: {
    greeting: 'Bonjour {{firstName}},',
    subject: {
      investmentKept: '{{campaign}} s’est clôturée avec succès',
      investmentKeptBelowMinimum: '{{campaign}} est clôturée',
      refundWallet: 'Votre investissement dans {{campaign}} a été remboursé',
      refundProvider: 'Votre investissement dans {{campaign}} a été remboursé',
      refundBankTransfer: 'Votre investissement dans {{campaign}} va être remboursé',
      cancelRefundWallet: '{{campaign}} a été annulée : votre investissement a été remboursé',
      cancelRefundProvider: '{{campaign}} a été annulée : votre investissement a été remboursé',
      cancelRefundBankTransfer: '{{campaign}} a été annulée : votre investissement va être remboursé',
      paymentCancelled: 'Votre paiement pour {{campaign}} a été annulé',
      ownerClosing: 'Votre campagne {{campaign}} est clôturée',
      ownerSuccessful: 'Votre campagne {{campaign}} s’est clôturée avec succès',
      ownerBelowMinimum: 'Votre campagne {{campaign}} est clôturée',
      ownerRefunded: 'Votre campagne {{campaign}} est clôturée : investisseurs remboursés',
      ownerCancelled: 'Votre campagne {{campaign}} a été annulée',
    },
    action: {
      investmentKept: 'Voir votre reçu',
      investmentKeptBelowMinimum: 'Voir votre reçu',
      refundWallet: 'Ouvrir votre portefeuille',
      refundProvider: 'Voir votre reçu',
      refundBankTransfer: 'Voir votre reçu',
      cancelRefundWallet: 'Ouvrir votre portefeuille',
      cancelRefundProvider: 'Voir votre reçu',
      cancelRefundBankTransfer: 'Voir votre reçu',
      paymentCancelled: 'Ouvrir votre portefeuille',
      ownerClosing: 'Ouvrir votre campagne',
      ownerSuccessful: 'Ouvrir votre campagne',
      ownerBelowMinimum: 'Ouvrir votre campagne',
      ownerRefunded: 'Ouvrir votre campagne',
      ownerCancelled: 'Ouvrir votre campagne',
    },
  },
  outcome: {
    closing: 'En clôture',
    successful: 'Réussie',
    unsuccessful: 'Non réussie',
    cancelled: 'Annulée',
  },
  console: {
    close: 'Clôturer maintenant',
    closeTitle: 'Clôturer cette campagne maintenant ?',
    closeText:
      'Elle n’accepte plus d’argent et est réglée comme à sa date de clôture : si elle a atteint son montant minimum, la commission fixée à l’approbation est prélevée et le reste est dû au porteur ; sinon, une campagne fixe rembourse chaque investisseur et une campagne flexible prélève sa commission réduite. Les paiements encore en cours la maintiennent en clôture pendant le délai de grâce.',
    closeDone: 'Campagne clôturée.',
    cancel: 'Annuler la campagne (tout rembourser)',
    cancelTitle: 'Annuler cette campagne et rembourser tout le monde ?',
    cancelText:
      'Chaque investisseur récupère l’intégralité de son argent et aucune commission n’est prélevée ; les paiements encore en cours sont annulés. C’est irréversible. Le motif est communiqué aux investisseurs et au porteur.',
    cancelDone: 'Campagne annulée : chaque investisseur remboursé.',
    note: 'Note (facultative)',
    reason: 'Motif',
    section: 'Règlement',
    notSettled: 'Pas encore réglée.',
    closingSince: 'En clôture depuis',
    state: 'État',
    raised: 'Levé (argent confirmé)',
    feeRate: 'Taux de commission',
    fee: 'Commission de la plateforme',
    net: 'Dû au porteur',
    refunded: 'Remboursé aux investisseurs',
    investors: 'Investisseurs',
    settledAt: 'Réglée le',
  },
};
