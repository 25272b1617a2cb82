/** Protection des investisseurs selon la juridiction (ticket 16). */
export const complianceMessages = {
  errors: {
    regCfOverLimit:
      'Cet investissement dépasse votre plafond sur 12 mois pour les investissements en financement participatif. Vous pouvez encore investir jusqu’à {{amount}}.',
    noRate:
      'Nous ne pouvons pas vérifier votre plafond d’investissement pour le moment : aucun taux de change de {{base}} vers {{quote}} n’a été saisi pour le {{date}}. Veuillez réessayer plus tard ou nous contacter.',
    rateInUse: 'Ce taux de change a servi à une décision et ne peut pas être supprimé.',
    rateExists: 'Un taux existe déjà pour cette paire de devises à cette date.',
    unknownCurrency: 'Cette devise n’est pas configurée sur la plateforme.',
  },
  validation: {
    rate: 'Saisissez un taux supérieur à zéro avec au plus 10 décimales.',
    sameCurrency: 'Choisissez deux devises différentes.',
  },
};
