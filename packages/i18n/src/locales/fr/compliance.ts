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
  /** Le panneau de la page d’investissement sous Reg CF (investisseurs non accrédités). */
  regCf: {
    title: 'Votre plafond d’investissement en financement participatif',
    limit: 'Votre plafond sur 12 mois pour les investissements en financement participatif : <0>{{limit}}</0>.',
    remaining: 'Vous pouvez encore investir <0>{{remaining}}</0>.',
    why: 'Les règles américaines (Regulation Crowdfunding) limitent ce que vous pouvez investir sur 12 mois, selon le revenu annuel et le patrimoine net indiqués sur votre page <0>compte d’investissement</0>.',
  },
  validation: {
    rate: 'Saisissez un taux supérieur à zéro avec au plus 10 décimales.',
    sameCurrency: 'Choisissez deux devises différentes.',
  },
};
