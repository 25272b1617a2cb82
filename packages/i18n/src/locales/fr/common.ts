export const common = {
  languageNames: { en: 'English', fr: 'Français', ar: 'العربية' },
  contactCategories: {
    general: 'Question générale',
    investing: 'Investir',
    raising: 'Lever des fonds',
    account: 'Mon compte',
    technical: 'Problème technique',
    press: 'Presse et partenariats',
  },
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  loading: 'Chargement…',
  yes: 'Oui',
  no: 'Non',
  noRecords: 'Aucun enregistrement trouvé.',
  home: 'Accueil',
};
