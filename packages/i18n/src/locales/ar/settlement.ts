/** التسوية (المسألة 9): كل جمل هذه الميزة في الموقع ولوحة التحكم والإشعارات والرسائل الإلكترونية. */
export const settlementMessages = {
  errors: {
    closing: 'أُغلقت هذه الحملة وتجري تسوية المدفوعات التي تمت بالفعل: لم تعد تقبل استثمارات جديدة.',
    notLive: 'لا يمكن إغلاق أو إلغاء إلا حملة جارية لم تتم تسويتها بعد.',
    closeThroughSettlement: 'تُغلق الحملة الجارية عبر «أغلق الآن» في لوحة التحكم، وهو ما يسوّي أموالها.',
  },
  banner: {
    closing: 'أُغلقت هذه الحملة ولم تعد تقبل الاستثمارات. تجري تسوية المدفوعات التي تمت بالفعل.',
    successful: 'أُغلقت هذه الحملة بنجاح ولم تعد تقبل الاستثمارات.',
    unsuccessfulFixed: 'أُغلقت هذه الحملة دون بلوغ الحد الأدنى للتمويل ولم تعد تقبل الاستثمارات. تم رد أموال كل المستثمرين.',
    unsuccessfulFlexible:
      'أُغلقت هذه الحملة دون الحد الأدنى للتمويل ولم تعد تقبل الاستثمارات. وفق شروطها المرنة تحتفظ الشركة بالأموال المجمعة.',
    cancelled: 'أُلغيت هذه الحملة ولم تعد تقبل الاستثمارات. تم رد أموال كل المستثمرين.',
  },
  notify: {
    investmentKept: 'أُغلقت {{campaign}} بنجاح: استثمارك البالغ {{amount}} ({{reference}}) مؤكد.',
    investmentKeptBelowMinimum:
      'أُغلقت {{campaign}} دون الحد الأدنى للتمويل. وفق شروطها المرنة تحتفظ الشركة بالأموال المجمعة، ومنها استثمارك البالغ {{amount}} ({{reference}}).',
    refundWallet: 'لم تبلغ {{campaign}} الحد الأدنى للتمويل: تم رد استثمارك البالغ {{amount}} ({{reference}}) إلى محفظتك.',
    refundProvider:
      'لم تبلغ {{campaign}} الحد الأدنى للتمويل: تم رد استثمارك البالغ {{amount}} ({{reference}}) إلى البطاقة التي دفعت بها. قد يستغرق ظهوره بضعة أيام.',
    refundBankTransfer:
      'لم تبلغ {{campaign}} الحد الأدنى للتمويل: سيُرد استثمارك البالغ {{amount}} ({{reference}}) بتحويل بنكي إلى الحساب الذي أتى منه.',
    cancelRefundWallet: 'أُلغيت {{campaign}} ({{reason}}): تم رد استثمارك البالغ {{amount}} ({{reference}}) إلى محفظتك.',
    cancelRefundProvider:
      'أُلغيت {{campaign}} ({{reason}}): تم رد استثمارك البالغ {{amount}} ({{reference}}) إلى البطاقة التي دفعت بها. قد يستغرق ظهوره بضعة أيام.',
    cancelRefundBankTransfer:
      'أُلغيت {{campaign}} ({{reason}}): سيُرد استثمارك البالغ {{amount}} ({{reference}}) بتحويل بنكي إلى الحساب الذي أتى منه.',
    paymentCancelled:
      'أُغلقت {{campaign}} ولم تصل دفعتك البالغة {{amount}} ({{reference}}) في الوقت المحدد، فأُلغيت. إن وصلت الأموال لاحقًا فستُضاف إلى محفظتك.',
    ownerClosing: 'أُغلقت {{campaign}}. يُنتظر وصول المدفوعات الجارية ({{inFlight}}) حتى {{until}}، ثم تتم تسوية أموال الحملة.',
    ownerSuccessful: 'أُغلقت {{campaign}} بنجاح: جُمع {{raised}}، رسوم المنصة ({{rate}}) {{fee}}، والمستحق لك {{net}}.',
    ownerBelowMinimum:
      'أُغلقت {{campaign}} دون الحد الأدنى للتمويل: جُمع {{raised}}. وفق الشروط المرنة تحتفظ بالأموال: رسوم المنصة ({{rate}}) {{fee}}، والمستحق لك {{net}}.',
    ownerRefunded: 'أُغلقت {{campaign}} دون الحد الأدنى للتمويل: تم رد أموال كل المستثمرين بالكامل ({{raised}}). لا تُفرض أي رسوم.',
    ownerCancelled: 'ألغت المنصة {{campaign}} ({{reason}}): تم رد أموال كل المستثمرين بالكامل ({{raised}}).',
  },
  email: {
    greeting: 'مرحبًا {{firstName}}،',
    subject: {
      investmentKept: 'أُغلقت {{campaign}} بنجاح',
      investmentKeptBelowMinimum: 'أُغلقت {{campaign}}',
      refundWallet: 'تم رد استثمارك في {{campaign}}',
      refundProvider: 'تم رد استثمارك في {{campaign}}',
      refundBankTransfer: 'سيُرد استثمارك في {{campaign}}',
      cancelRefundWallet: 'أُلغيت {{campaign}}: تم رد استثمارك',
      cancelRefundProvider: 'أُلغيت {{campaign}}: تم رد استثمارك',
      cancelRefundBankTransfer: 'أُلغيت {{campaign}}: سيُرد استثمارك',
      paymentCancelled: 'أُلغيت دفعتك لصالح {{campaign}}',
      ownerClosing: 'أُغلقت حملتك {{campaign}}',
      ownerSuccessful: 'أُغلقت حملتك {{campaign}} بنجاح',
      ownerBelowMinimum: 'أُغلقت حملتك {{campaign}}',
      ownerRefunded: 'أُغلقت حملتك {{campaign}}: تم رد أموال المستثمرين',
      ownerCancelled: 'أُلغيت حملتك {{campaign}}',
    },
    action: {
      investmentKept: 'عرض الإيصال',
      investmentKeptBelowMinimum: 'عرض الإيصال',
      refundWallet: 'افتح محفظتك',
      refundProvider: 'عرض الإيصال',
      refundBankTransfer: 'عرض الإيصال',
      cancelRefundWallet: 'افتح محفظتك',
      cancelRefundProvider: 'عرض الإيصال',
      cancelRefundBankTransfer: 'عرض الإيصال',
      paymentCancelled: 'افتح محفظتك',
      ownerClosing: 'افتح حملتك',
      ownerSuccessful: 'افتح حملتك',
      ownerBelowMinimum: 'افتح حملتك',
      ownerRefunded: 'افتح حملتك',
      ownerCancelled: 'افتح حملتك',
    },
  },
  outcome: {
    closing: 'قيد الإغلاق',
    successful: 'ناجحة',
    unsuccessful: 'غير ناجحة',
    cancelled: 'ملغاة',
  },
  console: {
    close: 'أغلق الآن',
    closeTitle: 'إغلاق هذه الحملة الآن؟',
    closeText:
      'تتوقف عن قبول الأموال وتُسوّى كما لو بلغت تاريخ إغلاقها: إن بلغت الحد الأدنى للتمويل تُقتطع الرسوم المحددة عند الموافقة ويُستحق الباقي لصاحبها؛ وإلا فالحملة الثابتة ترد أموال كل المستثمرين والمرنة تقتطع رسومها المخفضة. المدفوعات الجارية تبقيها قيد الإغلاق طوال مهلة السماح.',
    closeDone: 'أُغلقت الحملة.',
    cancel: 'إلغاء الحملة (رد أموال الجميع)',
    cancelTitle: 'إلغاء هذه الحملة ورد أموال الجميع؟',
    cancelText:
      'يسترد كل مستثمر أمواله بالكامل ولا تُفرض أي رسوم، وتُلغى المدفوعات الجارية. لا يمكن التراجع عن ذلك. يصل السبب إلى المستثمرين وصاحب الحملة.',
    cancelDone: 'أُلغيت الحملة: تم رد أموال كل المستثمرين.',
    note: 'ملاحظة (اختيارية)',
    reason: 'السبب',
    section: 'التسوية',
    notSettled: 'لم تتم التسوية بعد.',
    closingSince: 'قيد الإغلاق منذ',
    state: 'الحالة',
    raised: 'المبلغ المجمع (أموال مؤكدة)',
    feeRate: 'نسبة الرسوم',
    fee: 'رسوم المنصة',
    net: 'المستحق لصاحب الحملة',
    refunded: 'المردود إلى المستثمرين',
    investors: 'المستثمرون',
    settledAt: 'تاريخ التسوية',
  },
};
