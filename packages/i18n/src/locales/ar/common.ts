export const common = {
  languageNames: { en: 'English', fr: 'Français', ar: 'العربية' },
  contactCategories: {
    general: 'سؤال عام',
    investing: 'الاستثمار',
    raising: 'جمع التمويل',
    account: 'حسابي',
    technical: 'مشكلة تقنية',
    press: 'الصحافة والشراكات',
  },
  save: 'حفظ',
  cancel: 'إلغاء',
  close: 'إغلاق',
  loading: 'جارٍ التحميل…',
  yes: 'نعم',
  no: 'لا',
  noRecords: 'لم يتم العثور على سجلات.',
  home: 'الرئيسية',
};
