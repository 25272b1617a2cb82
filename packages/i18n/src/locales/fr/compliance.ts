/** Protection des investisseurs selon la juridiction (ticket 16). */
export const complianceMessages = {
  errors: {
    notThisRegime: 'Cette étape ne s’applique pas aux règles de protection des investisseurs de cette plateforme.',
    ecspKiis:
      'Cette campagne ne peut pas encore recevoir d’investissements : sa fiche d’informations clés n’a pas été vérifiée par notre équipe.',
    ecspKnowledgeTest:
      'Avant votre premier investissement, veuillez passer le court test de connaissances sur les risques du financement participatif.',
    ecspLossSimulation: 'Veuillez simuler votre capacité à supporter des pertes (une fois par an) avant d’investir.',
    ecspWarning:
      'Cet investissement dépasse {{threshold}}, le plus élevé de 1 000 € et de 5 % de votre patrimoine net. Vous pourriez tout perdre ; la perte que vous pouvez supporter est de {{capacity}}. Cochez la case pour confirmer que vous comprenez le risque.',
    fcaCategory: 'Avant d’investir, indiquez-nous quel type d’investisseur vous êtes (restreint, patrimoine élevé ou averti).',
    fcaRiskWarning: 'Veuillez lire l’avertissement sur les risques avant d’investir.',
    fcaCoolingOff:
      'En tant que nouvel investisseur, vous avez un délai de réflexion de 24 heures. Vous pourrez investir à partir du {{until}}.',
    fcaAppropriateness: 'Veuillez répondre aux courtes questions sur ces investissements avant d’investir.',
    fcaRestrictedLimit:
      'En tant qu’investisseur restreint, vous pouvez investir au plus 10 % de votre patrimoine net sur 12 mois. Vous pouvez encore investir jusqu’à {{amount}}.',
    regCfOverLimit:
      'Cet investissement dépasse votre plafond sur 12 mois pour les investissements en financement participatif. Vous pouvez encore investir jusqu’à {{amount}}.',
    noRate:
      'Nous ne pouvons pas vérifier votre plafond d’investissement pour le moment : aucun taux de change de {{base}} vers {{quote}} n’a été saisi pour le {{date}}. Veuillez réessayer plus tard ou nous contacter.',
    rateInUse: 'Ce taux de change a servi à une décision et ne peut pas être supprimé.',
    rateExists: 'Un taux existe déjà pour cette paire de devises à cette date.',
    unknownCurrency: 'Cette devise n’est pas configurée sur la plateforme.',
    ratesFile: 'Choisissez un fichier CSV de taux à envoyer.',
    ratesFileEmpty: 'Le fichier ne contient aucun taux.',
    ratesFileHeader: 'La première ligne doit nommer les colonnes : base, quote, rate et date.',
    ratesFileTooLong: 'Un fichier de taux compte au plus {{maximum}} lignes.',
    ratesFileCurrency: 'Ligne {{line}} : indiquez chaque devise par son code à 3 lettres (EUR, USD).',
    ratesFileSame: 'Ligne {{line}} : la devise de base et la devise de cotation doivent être différentes.',
    ratesFileRate: 'Ligne {{line}} : saisissez un taux supérieur à zéro avec au plus 10 décimales.',
    ratesFileDate: 'Ligne {{line}} : saisissez la date au format AAAA-MM-JJ.',
    ratesFileUnknownCurrency: 'Ligne {{line}} : la devise {{currency}} n’est pas configurée sur la plateforme.',
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
  /** La fiche d’informations clés sur l’investissement de la campagne (ECSP art. 23), rédigée par son porteur, par langue. */
  kiis: {
    title: 'Fiche d’informations clés sur l’investissement',
    intro:
      'Les investisseurs lisent cette fiche avant d’investir, dans leur langue. Rédigez une fiche par langue ; notre équipe vérifie chacune avant que les investisseurs ne la voient.',
    whenRequired:
      'Obligatoire lorsque la plateforme applique les règles européennes du financement participatif (ECSP) : la campagne n’accepte d’investissements qu’une fois sa fiche vérifiée par notre équipe dans au moins une langue.',
    languagesLabel: 'Langues de la fiche',
    editing: 'Fiche en {{language}}',
    state: { none: 'Non rédigée', waiting: 'En attente de vérification', checked: 'Vérifiée' },
    stateLabel: 'État : {{state}}',
    recheck:
      'Enregistrer une modification renvoie la fiche à notre équipe : les investisseurs ne la voient plus jusqu’à ce qu’elle soit vérifiée à nouveau.',
    save: 'Enregistrer la fiche',
    saved: 'Fiche enregistrée. Notre équipe la vérifiera avant que les investisseurs ne la voient.',
    wizardLink: 'Fiche d’informations clés sur l’investissement',
    wizardText:
      'Selon les règles européennes du financement participatif, les investisseurs lisent aussi votre fiche d’informations clés sur l’investissement. Rédigez-la avant de soumettre la campagne.',
    backToWizard: 'Retour à l’assistant',
    sections: {
      projectOwner: {
        label: 'Porteur et projet',
        help: 'Qui dirige la société (nom, forme juridique, adresse et dirigeants) et en quoi consiste le projet.',
      },
      mainFeatures: {
        label: 'Principales caractéristiques de l’offre',
        help: 'Le montant recherché, l’objectif minimal, la date de clôture et ce qui se passe si l’objectif n’est pas atteint.',
      },
      riskFactors: {
        label: 'Facteurs de risque',
        help: 'Les principaux risques du projet, de la société et des titres, y compris le risque de perdre tout l’argent investi.',
      },
      offerTerms: {
        label: 'Conditions de l’offre',
        help: 'Les titres offerts, leur prix, les droits qu’ils confèrent et les éventuelles restrictions à leur cession.',
      },
      fees: {
        label: 'Frais et coûts',
        help: 'Tous les frais et coûts à la charge de l’investisseur, payés à la plateforme ou à la société, et leur échéance.',
      },
      investorRights: {
        label: 'Droits des investisseurs',
        help: 'Le délai de réflexion et la façon de révoquer un investissement, comment déposer une réclamation et qui contacter.',
      },
    },
  },
};
