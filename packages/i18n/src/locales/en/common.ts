export const common = {
  languageNames: { en: 'English', fr: 'Français', ar: 'العربية' },
  contactCategories: {
    general: 'General question',
    investing: 'Investing',
    raising: 'Raising capital',
    account: 'My account',
    technical: 'Technical problem',
    press: 'Press and partnerships',
  },
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
  yes: 'Yes',
  no: 'No',
  noRecords: 'No records found.',
  home: 'Home',
};
