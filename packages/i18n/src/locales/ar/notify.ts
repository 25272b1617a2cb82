import type { notifyMessages as en } from '../en/notify';

/** Namespace `notify` (docs/decisions/004-i18n.md): notifications, digests, console decisions. */
export const notifyMessages: typeof en = {
  kyc: {
    approved: 'تمت الموافقة على التحقق من هويتك.',
    declined: 'تم رفض التحقق من هويتك. السبب: {{reason}}',
  },
  accreditation: {
    approved: 'تمت الموافقة على اعتمادك كمستثمر.',
    declined: 'تم رفض اعتمادك كمستثمر. السبب: {{reason}}',
  },
  account: {
    suspended: 'تم تعليق حسابك. السبب: {{reason}}',
    restored: 'تمت إعادة تفعيل حسابك.',
  },
  deletion: {
    completed: 'تم حذف حسابك بناءً على طلبك.',
    rejected: 'تم رفض طلب حذف حسابك. ملاحظة: {{note}}',
  },
  activity: {
    kycApproved: 'تمت الموافقة على التحقق من الهوية.',
    kycDeclined: 'تم رفض التحقق من الهوية: {{reason}}',
    accreditationApproved: 'تمت الموافقة على الاعتماد.',
    accreditationDeclined: 'تم رفض الاعتماد: {{reason}}',
  },
  digest: {
    subject: 'إشعاراتك على {{siteName}}',
    greeting: 'مرحبًا {{firstName}}،',
    intro: 'إليك ما حدث منذ ملخصك الأخير:',
    more: 'و{{count}} إشعارات أخرى على الموقع.',
    action: 'عرض كل الإشعارات',
    footnote: 'تتلقى هذا الملخص {{frequency}}. يمكنك تغيير ذلك في تفضيلات البريد الإلكتروني.',
    frequency: { daily: 'كل يوم', weekly: 'كل أسبوع', monthly: 'كل شهر' },
  },
  email: {
    greeting: 'مرحبًا {{firstName}}،',
    kycApproved: { subject: 'تمت الموافقة على التحقق من هويتك', action: 'فتح صفحة التحقق من الهوية' },
    kycDeclined: {
      subject: 'تم رفض التحقق من هويتك',
      next: 'يمكنك تصحيح بياناتك ومستنداتك ثم إرسالها مرة أخرى.',
      action: 'فتح صفحة التحقق من الهوية',
    },
    accreditationApproved: { subject: 'تمت الموافقة على اعتمادك', action: 'فتح حساب الاستثمار' },
    accreditationDeclined: {
      subject: 'تم رفض اعتمادك',
      next: 'يمكنك إرسال طلب جديد بمستندات أخرى.',
      action: 'فتح حساب الاستثمار',
    },
    accountSuspended: {
      subject: 'تم تعليق حسابك',
      next: 'إذا كنت تعتقد أن هذا خطأ، يرجى التواصل معنا.',
      action: 'اتصل بنا',
    },
    accountRestored: { subject: 'تمت إعادة تفعيل حسابك', action: 'تسجيل الدخول' },
    deletionCompleted: {
      subject: 'تم حذف حسابك',
      next: 'نحتفظ بالسجلات التي يلزمنا القانون بحفظها دون بياناتك الشخصية.',
    },
    deletionRejected: { subject: 'طلب حذف حسابك', action: 'اتصل بنا' },
  },
  errors: {
    selfSuspend: 'لا يمكنك تعليق حسابك الخاص.',
    selfStaff: 'لا يمكنك إزالة صلاحية الإدارة عن نفسك.',
    alreadySuspended: 'هذا الحساب معلّق بالفعل.',
    notSuspended: 'هذا الحساب غير معلّق.',
    deletedAccount: 'تم حذف هذا الحساب.',
    alreadyDecided: 'تم البت في هذا الطلب بالفعل.',
    noFile: 'هذا الملف غير متاح.',
  },
};
