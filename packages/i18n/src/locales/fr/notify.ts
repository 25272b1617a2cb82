import type { notifyMessages as en } from '../en/notify';

/** Namespace `notify` (docs/decisions/004-i18n.md): notifications, digests, console decisions. */
export const notifyMessages: typeof en = {
  kyc: {
    approved: 'Votre vérification d’identité a été approuvée.',
    declined: 'Votre vérification d’identité a été refusée. Motif : {{reason}}',
  },
  accreditation: {
    approved: 'Votre accréditation a été approuvée.',
    declined: 'Votre accréditation a été refusée. Motif : {{reason}}',
  },
  account: {
    suspended: 'Votre compte a été suspendu. Motif : {{reason}}',
    restored: 'Votre compte a été rétabli.',
  },
  deletion: {
    completed: 'Votre compte a été supprimé, comme vous l’avez demandé.',
    rejected: 'Votre demande de suppression de compte a été refusée. Note : {{note}}',
  },
  activity: {
    kycApproved: 'Vérification d’identité approuvée.',
    kycDeclined: 'Vérification d’identité refusée : {{reason}}',
    accreditationApproved: 'Accréditation approuvée.',
    accreditationDeclined: 'Accréditation refusée : {{reason}}',
  },
  digest: {
    subject: 'Vos notifications sur {{siteName}}',
    greeting: 'Bonjour {{firstName}},',
    intro: 'Voici ce qui s’est passé depuis votre dernier résumé :',
    more: 'Et {{count}} autres sur le site.',
    action: 'Voir toutes les notifications',
    footnote: 'Vous recevez ce résumé {{frequency}}. Vous pouvez le modifier dans vos préférences d’e-mail.',
    frequency: { daily: 'chaque jour', weekly: 'chaque semaine', monthly: 'chaque mois' },
  },
  email: {
    greeting: 'Bonjour {{firstName}},',
    kycApproved: { subject: 'Votre vérification d’identité est approuvée', action: 'Ouvrir la vérification d’identité' },
    kycDeclined: {
      subject: 'Votre vérification d’identité a été refusée',
      next: 'Vous pouvez corriger vos informations et vos documents, puis les envoyer à nouveau.',
      action: 'Ouvrir la vérification d’identité',
    },
    accreditationApproved: { subject: 'Votre accréditation est approuvée', action: 'Ouvrir votre compte investisseur' },
    accreditationDeclined: {
      subject: 'Votre accréditation a été refusée',
      next: 'Vous pouvez envoyer une nouvelle demande avec d’autres justificatifs.',
      action: 'Ouvrir votre compte investisseur',
    },
    accountSuspended: {
      subject: 'Votre compte a été suspendu',
      next: 'Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
      action: 'Nous contacter',
    },
    accountRestored: { subject: 'Votre compte a été rétabli', action: 'Se connecter' },
    deletionCompleted: {
      subject: 'Votre compte a été supprimé',
      next: 'Les documents que la loi nous oblige à conserver sont gardés sans vos données personnelles.',
    },
    deletionRejected: { subject: 'Votre demande de suppression de compte', action: 'Nous contacter' },
  },
  errors: {
    selfSuspend: 'Vous ne pouvez pas suspendre votre propre compte.',
    selfStaff: 'Vous ne pouvez pas retirer votre propre accès d’équipe.',
    alreadySuspended: 'Ce compte est déjà suspendu.',
    notSuspended: 'Ce compte n’est pas suspendu.',
    deletedAccount: 'Ce compte a été supprimé.',
    alreadyDecided: 'Cette demande a déjà été traitée.',
    noFile: 'Ce fichier n’est pas disponible.',
  },
};
