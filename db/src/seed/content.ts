type Lang = 'en' | 'fr' | 'ar';
type ByLang<T> = Record<Lang, T>;

export const demoPages: { slug: string; footer: boolean; text: ByLang<{ title: string; body: string }> }[] = [
  {
    slug: 'about-us',
    footer: true,
    text: {
      en: {
        title: 'About us',
        body: '## Who we are\n\nWe connect growing companies with a community of investors. Every campaign is reviewed by our compliance team before it goes live.\n\n## What we believe\n\n- Everyone should be able to own a piece of the companies they love.\n- Investors deserve clear documents and honest updates.\n- Founders deserve a fair, fast way to raise.',
      },
      fr: {
        title: 'À propos',
        body: '## Qui sommes-nous\n\nNous mettons en relation des entreprises en croissance et une communauté d’investisseurs. Chaque campagne est vérifiée par notre équipe conformité avant sa mise en ligne.\n\n## Nos convictions\n\n- Chacun doit pouvoir détenir une part des entreprises qu’il aime.\n- Les investisseurs méritent des documents clairs et des nouvelles honnêtes.\n- Les fondateurs méritent une levée de fonds juste et rapide.',
      },
      ar: {
        title: 'من نحن',
        body: '## من نحن\n\nنربط الشركات النامية بمجتمع من المستثمرين. يراجع فريق الامتثال لدينا كل حملة قبل نشرها.\n\n## ما نؤمن به\n\n- يجب أن يتمكن الجميع من امتلاك حصة في الشركات التي يحبونها.\n- يستحق المستثمرون مستندات واضحة وتحديثات صادقة.\n- يستحق المؤسسون طريقة عادلة وسريعة لجمع التمويل.',
      },
    },
  },
  {
    slug: 'how-it-works',
    footer: true,
    text: {
      en: {
        title: 'How it works',
        body: '1. **Browse** campaigns and read their documents.\n2. **Invest** from the campaign minimum by card, bank transfer or wallet.\n3. **Sign** your investment contract online.\n4. **Follow** updates and receive repayments or share certificates.',
      },
      fr: {
        title: 'Comment ça marche',
        body: '1. **Parcourez** les campagnes et lisez leurs documents.\n2. **Investissez** dès le minimum par carte, virement ou portefeuille.\n3. **Signez** votre contrat d’investissement en ligne.\n4. **Suivez** les nouvelles et recevez remboursements ou certificats d’actions.',
      },
      ar: {
        title: 'كيف تعمل المنصة',
        body: '1. **تصفّح** الحملات واقرأ مستنداتها.\n2. **استثمر** بدءًا من الحد الأدنى بالبطاقة أو التحويل البنكي أو المحفظة.\n3. **وقّع** عقد الاستثمار عبر الإنترنت.\n4. **تابع** التحديثات واستلم الدفعات أو شهادات الأسهم.',
      },
    },
  },
  {
    slug: 'terms',
    footer: true,
    text: {
      en: {
        title: 'Terms of use',
        body: '## 1. The service\n\nThe platform lets companies raise funds and lets registered users invest in them.\n\n## 2. Risk\n\nInvesting in early-stage companies is risky: you may lose all the money you invest, and shares are hard to sell.\n\n## 3. Your account\n\nKeep your password secret. You are responsible for activity on your account.',
      },
      fr: {
        title: 'Conditions d’utilisation',
        body: '## 1. Le service\n\nLa plateforme permet aux entreprises de lever des fonds et aux utilisateurs inscrits d’y investir.\n\n## 2. Risques\n\nInvestir dans de jeunes entreprises est risqué : vous pouvez perdre tout votre investissement, et les titres sont difficiles à revendre.\n\n## 3. Votre compte\n\nGardez votre mot de passe secret. Vous êtes responsable de l’activité de votre compte.',
      },
      ar: {
        title: 'شروط الاستخدام',
        body: '## 1. الخدمة\n\nتتيح المنصة للشركات جمع التمويل وللمستخدمين المسجلين الاستثمار فيها.\n\n## 2. المخاطر\n\nالاستثمار في الشركات الناشئة محفوف بالمخاطر: قد تخسر كل ما تستثمره، ويصعب بيع الأسهم.\n\n## 3. حسابك\n\nاحتفظ بكلمة المرور سرية. أنت مسؤول عن النشاط في حسابك.',
      },
    },
  },
  {
    slug: 'privacy-policy',
    footer: true,
    text: {
      en: {
        title: 'Privacy policy',
        body: 'We keep only the personal data the law and the service need, we never sell it, and you may ask us to delete your account at any time.',
      },
      fr: {
        title: 'Politique de confidentialité',
        body: 'Nous ne conservons que les données personnelles exigées par la loi et le service, nous ne les vendons jamais, et vous pouvez demander la suppression de votre compte à tout moment.',
      },
      ar: {
        title: 'سياسة الخصوصية',
        body: 'نحتفظ فقط بالبيانات الشخصية التي يتطلبها القانون والخدمة، ولا نبيعها أبدًا، ويمكنك طلب حذف حسابك في أي وقت.',
      },
    },
  },
  {
    slug: 'raise-capital',
    footer: false,
    text: {
      en: {
        title: 'Raise capital',
        body: '## Raise from your community\n\nTurn customers and fans into investors with an equity or debt campaign.\n\n- Choose **equity** to sell shares, or **debt** to borrow with interest.\n- Tell your story with video, images and documents.\n- Our team reviews your campaign and helps you go live.',
      },
      fr: {
        title: 'Lever des fonds',
        body: '## Levez des fonds auprès de votre communauté\n\nTransformez clients et fans en investisseurs grâce à une campagne en actions ou en prêt.\n\n- Choisissez les **actions** pour vendre des parts, ou le **prêt** pour emprunter avec intérêts.\n- Racontez votre histoire avec vidéo, images et documents.\n- Notre équipe vérifie votre campagne et vous aide à la publier.',
      },
      ar: {
        title: 'اجمع التمويل',
        body: '## اجمع التمويل من مجتمعك\n\nحوّل عملاءك ومعجبيك إلى مستثمرين عبر حملة أسهم أو دين.\n\n- اختر **الأسهم** لبيع حصص، أو **الدين** للاقتراض بفائدة.\n- احكِ قصتك بالفيديو والصور والمستندات.\n- يراجع فريقنا حملتك ويساعدك على نشرها.',
      },
    },
  },
  {
    slug: 'project-guidelines',
    footer: false,
    text: {
      en: {
        title: 'Project guidelines',
        body: '## Before you create a campaign\n\n- Your company must be registered and you must be authorised to raise for it.\n- Set a realistic goal, a minimum and a maximum raise.\n- Prepare your company information, team, financials and a short story (255 characters).\n- A campaign runs for at most 365 days.',
      },
      fr: {
        title: 'Règles des projets',
        body: '## Avant de créer une campagne\n\n- Votre entreprise doit être immatriculée et vous devez être habilité à lever des fonds pour elle.\n- Fixez un objectif réaliste, un minimum et un maximum.\n- Préparez les informations sur l’entreprise, l’équipe, les finances et une courte histoire (255 caractères).\n- Une campagne dure au plus 365 jours.',
      },
      ar: {
        title: 'إرشادات المشاريع',
        body: '## قبل إنشاء حملة\n\n- يجب أن تكون شركتك مسجلة وأن تكون مخولًا بجمع التمويل لها.\n- حدّد هدفًا واقعيًا وحدًا أدنى وحدًا أقصى.\n- جهّز معلومات الشركة والفريق والبيانات المالية وقصة قصيرة (255 حرفًا).\n- تستمر الحملة 365 يومًا على الأكثر.',
      },
    },
  },
];

export const demoFaqs: ByLang<{ q: string; a: string; footer: boolean }[]> = {
  en: [
    {
      q: 'Who can invest?',
      a: 'Anyone over 18 with a verified account. Some campaigns are open to accredited investors only.',
      footer: true,
    },
    {
      q: 'How much can I invest?',
      a: 'From the campaign minimum up to its maximum, within any legal limit that applies to you.',
      footer: true,
    },
    {
      q: 'What happens if a campaign does not reach its goal?',
      a: 'For fixed campaigns your money is refunded to you. Flexible campaigns keep what they raised.',
      footer: true,
    },
    {
      q: 'Are there fees for investors?',
      a: 'Investing is free; payment providers may charge their own fees, which are shown before you pay.',
      footer: false,
    },
  ],
  fr: [
    {
      q: 'Qui peut investir ?',
      a: 'Toute personne majeure disposant d’un compte vérifié. Certaines campagnes sont réservées aux investisseurs accrédités.',
      footer: true,
    },
    {
      q: 'Combien puis-je investir ?',
      a: 'Du minimum de la campagne jusqu’à son maximum, dans les limites légales qui s’appliquent à vous.',
      footer: true,
    },
    {
      q: 'Que se passe-t-il si une campagne n’atteint pas son objectif ?',
      a: 'Pour les campagnes fixes, vous êtes remboursé. Les campagnes flexibles conservent les fonds levés.',
      footer: true,
    },
    {
      q: 'Y a-t-il des frais pour les investisseurs ?',
      a: 'Investir est gratuit ; les prestataires de paiement peuvent facturer leurs propres frais, affichés avant le paiement.',
      footer: false,
    },
  ],
  ar: [
    { q: 'من يمكنه الاستثمار؟', a: 'أي شخص فوق 18 عامًا لديه حساب موثّق. بعض الحملات مخصصة للمستثمرين المعتمدين فقط.', footer: true },
    { q: 'كم يمكنني أن أستثمر؟', a: 'من الحد الأدنى للحملة حتى حدها الأقصى، ضمن أي حد قانوني ينطبق عليك.', footer: true },
    {
      q: 'ماذا يحدث إذا لم تبلغ الحملة هدفها؟',
      a: 'في الحملات الثابتة تُعاد أموالك إليك. أما الحملات المرنة فتحتفظ بما جمعته.',
      footer: true,
    },
    { q: 'هل هناك رسوم على المستثمرين؟', a: 'الاستثمار مجاني؛ قد يفرض مزودو الدفع رسومهم الخاصة وتظهر قبل الدفع.', footer: false },
  ],
};

export const demoHelp: { slug: string; name: ByLang<string>; questions: ByLang<{ q: string; a: string }>[] }[] = [
  {
    slug: 'getting-started',
    name: { en: 'Getting started', fr: 'Premiers pas', ar: 'البدء' },
    questions: [
      {
        en: { q: 'How do I create an account?', a: 'Choose Sign up, fill in your details and follow the activation link we e-mail you.' },
        fr: {
          q: 'Comment créer un compte ?',
          a: 'Choisissez Inscription, remplissez vos informations et suivez le lien d’activation envoyé par e-mail.',
        },
        ar: { q: 'كيف أنشئ حسابًا؟', a: 'اختر إنشاء حساب واملأ بياناتك ثم اتبع رابط التفعيل المرسل إلى بريدك.' },
      },
      {
        en: {
          q: 'Why must I verify my identity?',
          a: 'The law requires us to know our investors. Verification protects you and the companies you back.',
        },
        fr: {
          q: 'Pourquoi vérifier mon identité ?',
          a: 'La loi nous oblige à connaître nos investisseurs. La vérification vous protège, vous et les entreprises soutenues.',
        },
        ar: { q: 'لماذا يجب أن أوثّق هويتي؟', a: 'يلزمنا القانون بمعرفة مستثمرينا. التوثيق يحميك ويحمي الشركات التي تدعمها.' },
      },
    ],
  },
  {
    slug: 'investing',
    name: { en: 'Investing', fr: 'Investir', ar: 'الاستثمار' },
    questions: [
      {
        en: {
          q: 'Which payment methods can I use?',
          a: 'Card, PayPal, bank transfer (ACH), your platform wallet, or offline payment where the campaign allows it.',
        },
        fr: {
          q: 'Quels moyens de paiement puis-je utiliser ?',
          a: 'Carte, PayPal, virement (ACH), votre portefeuille ou un paiement hors ligne si la campagne le permet.',
        },
        ar: {
          q: 'ما طرق الدفع المتاحة؟',
          a: 'البطاقة أو PayPal أو التحويل البنكي (ACH) أو محفظتك على المنصة أو الدفع غير الإلكتروني إن سمحت الحملة.',
        },
      },
      {
        en: {
          q: 'When do I get my share certificate?',
          a: 'When the campaign closes successfully, your certificate appears under Share certificates.',
        },
        fr: {
          q: 'Quand vais-je recevoir mon certificat ?',
          a: 'À la clôture réussie de la campagne, votre certificat apparaît dans Certificats d’actions.',
        },
        ar: { q: 'متى أحصل على شهادة الأسهم؟', a: 'عند إغلاق الحملة بنجاح تظهر شهادتك في قسم شهادات الأسهم.' },
      },
    ],
  },
  {
    slug: 'raising',
    name: { en: 'Raising capital', fr: 'Lever des fonds', ar: 'جمع التمويل' },
    questions: [
      {
        en: { q: 'How long does the review take?', a: 'Usually three to five working days. We e-mail you the outcome.' },
        fr: {
          q: 'Combien de temps dure la vérification ?',
          a: 'En général trois à cinq jours ouvrés. Nous vous envoyons la décision par e-mail.',
        },
        ar: { q: 'كم تستغرق المراجعة؟', a: 'عادةً من ثلاثة إلى خمسة أيام عمل، ونرسل إليك النتيجة بالبريد.' },
      },
    ],
  },
];

export const demoSliders: ByLang<{ title: string; description: string; image: string; buttonText: string; buttonUrl: string }[]> = {
  en: [
    {
      title: 'Own a piece of what you love',
      description: 'Invest in vetted startups and growing businesses.',
      image: '/demo/slide-1.svg',
      buttonText: 'Browse campaigns',
      buttonUrl: '/browse-companies',
    },
    {
      title: 'Raise from your community',
      description: 'Equity or debt, reviewed by our team, live in days.',
      image: '/demo/slide-2.svg',
      buttonText: 'Raise capital',
      buttonUrl: '/raise-capital',
    },
  ],
  fr: [
    {
      title: 'Devenez actionnaire de ce que vous aimez',
      description: 'Investissez dans des startups et PME vérifiées.',
      image: '/demo/slide-1.svg',
      buttonText: 'Parcourir les campagnes',
      buttonUrl: '/browse-companies',
    },
    {
      title: 'Levez des fonds auprès de votre communauté',
      description: 'Actions ou prêt, vérifié par notre équipe, en ligne en quelques jours.',
      image: '/demo/slide-2.svg',
      buttonText: 'Lever des fonds',
      buttonUrl: '/raise-capital',
    },
  ],
  ar: [
    {
      title: 'امتلك حصة فيما تحب',
      description: 'استثمر في شركات ناشئة وأعمال نامية موثّقة.',
      image: '/demo/slide-1.svg',
      buttonText: 'تصفّح الحملات',
      buttonUrl: '/browse-companies',
    },
    {
      title: 'اجمع التمويل من مجتمعك',
      description: 'أسهم أو دين، يراجعها فريقنا، وتُنشر خلال أيام.',
      image: '/demo/slide-2.svg',
      buttonText: 'اجمع التمويل',
      buttonUrl: '/raise-capital',
    },
  ],
};

export const demoMenus: ByLang<{
  header: { title: string; items: { title: string; linkType: 'custom' | 'page'; target: string }[] };
  footer: { title: string; items: { title: string; linkType: 'custom' | 'page'; target: string }[] };
  social: string;
}> = {
  en: {
    header: {
      title: 'Main menu',
      items: [
        { title: 'How it works', linkType: 'page', target: 'how-it-works' },
        { title: 'Raise capital', linkType: 'custom', target: '/raise-capital' },
        { title: 'Help', linkType: 'custom', target: '/help-center' },
      ],
    },
    footer: {
      title: 'About us',
      items: [
        { title: 'About us', linkType: 'page', target: 'about-us' },
        { title: 'How it works', linkType: 'page', target: 'how-it-works' },
        { title: 'Privacy policy', linkType: 'page', target: 'privacy-policy' },
      ],
    },
    social: 'Follow us',
  },
  fr: {
    header: {
      title: 'Menu principal',
      items: [
        { title: 'Comment ça marche', linkType: 'page', target: 'how-it-works' },
        { title: 'Lever des fonds', linkType: 'custom', target: '/raise-capital' },
        { title: 'Aide', linkType: 'custom', target: '/help-center' },
      ],
    },
    footer: {
      title: 'À propos',
      items: [
        { title: 'À propos', linkType: 'page', target: 'about-us' },
        { title: 'Comment ça marche', linkType: 'page', target: 'how-it-works' },
        { title: 'Confidentialité', linkType: 'page', target: 'privacy-policy' },
      ],
    },
    social: 'Suivez-nous',
  },
  ar: {
    header: {
      title: 'القائمة الرئيسية',
      items: [
        { title: 'كيف تعمل المنصة', linkType: 'page', target: 'how-it-works' },
        { title: 'اجمع التمويل', linkType: 'custom', target: '/raise-capital' },
        { title: 'المساعدة', linkType: 'custom', target: '/help-center' },
      ],
    },
    footer: {
      title: 'من نحن',
      items: [
        { title: 'من نحن', linkType: 'page', target: 'about-us' },
        { title: 'كيف تعمل المنصة', linkType: 'page', target: 'how-it-works' },
        { title: 'سياسة الخصوصية', linkType: 'page', target: 'privacy-policy' },
      ],
    },
    social: 'تابعنا',
  },
};

export const demoSocialLinks = [
  { title: 'Facebook', icon: 'facebook', url: 'https://facebook.com/' },
  { title: 'X (Twitter)', icon: 'twitter', url: 'https://x.com/' },
  { title: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/' },
  { title: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/' },
];

export const demoMeta: ByLang<{ title: string; description: string }> = {
  en: {
    title: 'Fundright — invest in growing companies',
    description: 'Equity and debt crowdfunding: back startups and growing businesses, or raise from your community.',
  },
  fr: {
    title: 'Fundright — investissez dans des entreprises en croissance',
    description:
      'Financement participatif en actions et en prêt : soutenez des startups et PME, ou levez des fonds auprès de votre communauté.',
  },
  ar: {
    title: 'Fundright — استثمر في الشركات النامية',
    description: 'تمويل جماعي بالأسهم والديون: ادعم الشركات الناشئة والنامية أو اجمع التمويل من مجتمعك.',
  },
};

export const demoTaxonomy: ByLang<[string, string, string, string, string, string]> = {
  en: ['Campaign', 'Campaigns', 'Investor', 'Investors', 'Campaign owner', 'Campaign owners'],
  fr: ['Campagne', 'Campagnes', 'Investisseur', 'Investisseurs', 'Porteur de projet', 'Porteurs de projet'],
  ar: ['حملة', 'حملات', 'مستثمر', 'مستثمرون', 'صاحب حملة', 'أصحاب حملات'],
};
